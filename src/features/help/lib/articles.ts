/**
 * The help centre's articles, in the product's own words. Plain paragraphs and lists (no HTML,
 * no markdown renderer on this page); `keywords` are extra words people search with.
 */
export type HelpBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

export type HelpArticle = {
  slug: string;
  title: string;
  summary: string;
  keywords: string[];
  body: HelpBlock[];
};

const p = (text: string): HelpBlock => ({ kind: 'p', text });
const ul = (...items: string[]): HelpBlock => ({ kind: 'ul', items });

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    slug: 'busqueda-con-ia',
    title: 'Cómo funciona la búsqueda con IA y el puntaje',
    summary:
      'Describe lo que vendes con tus palabras y Oportuna encuentra licitaciones y compras ágiles.',
    keywords: ['buscar', 'puntaje', 'score', 'relevancia', 'filtros', '3 caracteres', 'palabras'],
    body: [
      p(
        'En Búsquedas IA escribe lo que vendes como se lo contarías a un cliente, por ejemplo «servicio de aseo para hospitales en Valparaíso». La búsqueda necesita al menos 3 caracteres.',
      ),
      p(
        'Oportuna compara tu descripción con el nombre, la descripción y los productos de cada licitación y compra ágil publicada en Mercado Público, y ordena los resultados por su puntaje de coincidencia, de 0 a 100 %.',
      ),
      ul(
        'Palabras positivas: suben el puntaje de las oportunidades que las mencionan.',
        'Palabras negativas: descartan las oportunidades que las mencionan (por ejemplo «arriendo»).',
        'Procedencia, región y montos: acotan los resultados antes de ordenarlos.',
      ),
      p(
        'Los resultados se abren con un clic en el código o el nombre; con Ctrl o Cmd y clic se abren en otra pestaña. Desde el detalle puedes avanzar a la oportunidad anterior o siguiente sin volver a la lista.',
      ),
    ],
  },
  {
    slug: 'busquedas-guardadas-y-alertas',
    title: 'Búsquedas guardadas y alertas por correo',
    summary: 'Guarda una búsqueda y recibe por correo las oportunidades nuevas que coinciden.',
    keywords: ['guardar', 'alerta', 'correo', 'email', 'aviso', 'notificación', 'horario'],
    body: [
      p(
        'Después de buscar, usa «Guardar búsqueda», ponle un nombre y elige si quieres avisos por correo, a qué horas y a qué integrantes del equipo.',
      ),
      p(
        'Tus búsquedas guardadas aparecen en el menú lateral, ordenadas por nombre. Ábrelas para ver sus resultados actualizados o edítalas desde «Ver todas».',
      ),
    ],
  },
  {
    slug: 'etiquetas',
    title: 'Etiquetas: organiza tu cartera de oportunidades',
    summary:
      'Marca oportunidades con etiquetas como Postular o Revisar bases y síguelas en equipo.',
    keywords: ['etiqueta', 'tag', 'color', 'postular', 'seguimiento', 'cartera'],
    body: [
      p(
        'Usa «Etiquetar» en una fila de resultados o en el detalle para marcar una oportunidad. Las etiquetas son de la empresa: todo el equipo ve las mismas.',
      ),
      p(
        'En Etiquetas ves las oportunidades de cada etiqueta en la misma tabla de resultados, y puedes activar avisos para recibir novedades de ellas.',
      ),
      p('Las fechas clave de las oportunidades etiquetadas aparecen en el Calendario.'),
    ],
  },
  {
    slug: 'tareas-y-calendario',
    title: 'Tareas, calendario y exportación a tu teléfono',
    summary: 'Reparte el trabajo de cada oferta y no pierdas ninguna fecha.',
    keywords: ['tarea', 'tablero', 'calendario', 'ics', 'google', 'vencimiento', 'plazo', 'visita'],
    body: [
      p(
        'Crea tareas desde Tareas, desde el detalle de una oportunidad («Nueva tarea») o desde la columna Tareas de los resultados. Cada tarea tiene responsable, vencimiento en hora de Chile, prioridad y estado.',
      ),
      p(
        'En el tablero arrastra las tareas entre Pendiente, En curso y Hecha. Con el teclado: enfoca el asa de la tarea, presiona Espacio, muévela con las flechas y vuelve a presionar Espacio para soltarla.',
      ),
      p(
        'El Calendario reúne la publicación, el cierre de preguntas, la visita a terreno, el cierre y la adjudicación estimada de las oportunidades que sigues, y las tareas por vencer.',
      ),
      ul(
        '«Exportar vista (.ics)» descarga lo que ves para importarlo en el calendario de tu teléfono.',
        'Cada evento tiene «Descargar .ics» y «Añadir a Google Calendar».',
      ),
    ],
  },
  {
    slug: 'asistente-de-documentos',
    title: 'El asistente IA y los documentos de una licitación',
    summary: 'Pregunta por plazos, garantías o requisitos y recibe respuestas con sus fuentes.',
    keywords: ['ia', 'chat', 'asistente', 'documentos', 'bases', 'pdf', 'preguntar'],
    body: [
      p(
        'En el detalle de una oportunidad usa «Preguntar a la IA». El asistente lee los documentos adjuntos (bases administrativas, técnicas y anexos) y responde citando de dónde sacó cada dato.',
      ),
      p(
        'Puedes minimizar la conversación y seguir trabajando: te avisamos cuando llega una respuesta nueva.',
      ),
    ],
  },
  {
    slug: 'extension',
    title: 'La extensión del navegador y Mercado Público',
    summary: 'Postula a compras ágiles desde Oportuna con tu sesión del portal.',
    keywords: ['extensión', 'chrome', 'postular', 'compra ágil', 'portal', 'sesión'],
    body: [
      p(
        'La extensión conecta Oportuna con tu sesión de Mercado Público. El ícono de tu empresa en la cabecera muestra su estado: detectando, no instalada, sin sesión en el portal o conectada.',
      ),
      p(
        'Con la extensión conectada, en una compra ágil aparece «Postular con la extensión»: revisas los precios de cada ítem (tomados de tu lista de precios) y la oferta se envía al portal.',
      ),
    ],
  },
  {
    slug: 'indicadores-y-efectividad',
    title: 'KPIs, efectividad y precio sugerido',
    summary: 'Mira qué postulaciones ganas, por qué, y a qué precio se adjudica cada producto.',
    keywords: [
      'kpi',
      'indicadores',
      'efectividad',
      'tasa',
      'adjudicación',
      'precio',
      'orden de compra',
      'margen',
    ],
    body: [
      p(
        'En KPIs eliges un período y ves cuántas oportunidades encontraron tus búsquedas guardadas, cuántas etiquetaste, a cuántas postulaste y cuántas ganaste, con gráficos por mes, etiqueta, región y procedencia. Cada gráfico tiene «Ver como tabla».',
      ),
      p(
        'Efectividad compara tus ofertas con las adjudicaciones: la tasa por tipo, región y comprador, y para cada postulación quién ganó, a qué monto y cuánto te faltó.',
      ),
      p(
        'En el detalle de una oportunidad, cada producto muestra tu precio de lista y la mediana y el rango de precios unitarios adjudicados en órdenes de compra anteriores.',
      ),
    ],
  },
  {
    slug: 'planes',
    title: 'Planes y límites',
    summary: 'Básico, Pro y Empresa: qué incluye cada uno.',
    keywords: ['plan', 'precio', 'suscripción', 'límite', 'pago', 'vencida'],
    body: [
      p(
        'Tu plan define cuántas búsquedas guardadas y etiquetas puedes tener y si tienes el asistente IA. Revisa y cambia tu plan en Planes, desde el menú de usuario o cuando un límite te lo indique.',
      ),
    ],
  },
  {
    slug: 'equipo',
    title: 'Tu equipo: invitaciones y permisos',
    summary:
      'Invita a tu equipo con un link general o personal y administra quién trabaja contigo.',
    keywords: ['equipo', 'invitar', 'link', 'integrante', 'usuario', 'empresa', 'permisos'],
    body: [
      p(
        'En Equipo de trabajo el dueño de la empresa crea links de invitación: uno general con un máximo de usos o uno personal para un correo. Quien lo abre se une a la empresa y ve sus búsquedas, etiquetas y tareas.',
      ),
      p('El dueño puede revocar links activos y quitar integrantes.'),
    ],
  },
];

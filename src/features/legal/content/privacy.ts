import type { LegalBlock, LegalDocument } from './types';

const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });

export const privacyPolicy: LegalDocument = {
  title: 'Política de privacidad',
  summary:
    'Esta política explica qué datos personales trata Oportuna, para qué los usa, con quién los comparte, cuánto tiempo los guarda y cómo puedes ejercer tus derechos. La escribimos en lenguaje simple para que sepas con claridad qué pasa con tu información.',
  effectiveDate: '2026-11-21',
  version: '1.0',
  sections: [
    {
      id: 'responsable',
      title: 'Quién es responsable de tus datos',
      blocks: [
        p(
          'El responsable del tratamiento de tus datos personales es Oportuna SpA, con domicilio en Santiago de Chile, que presta el servicio Oportuna (la “Plataforma”) a empresas que venden o quieren vender al Estado a través de Mercado Público.',
        ),
        p(
          'Para cualquier consulta sobre privacidad, o para ejercer tus derechos, escríbenos a privacidad@oportuna.cl. Para temas generales, usa contacto@oportuna.cl.',
        ),
      ],
    },
    {
      id: 'marco-legal-y-principios',
      title: 'Marco legal y principios',
      blocks: [
        p(
          'Tratamos los datos conforme a la Ley N° 19.628 sobre Protección de la Vida Privada y sus modificaciones. La Ley N° 21.719, publicada en diciembre de 2024, reforma esa ley, eleva los estándares de protección y crea la Agencia de Protección de Datos Personales. Sus normas entran en vigencia el 1 de diciembre de 2026, y esta política ya se ajusta a ellas.',
        ),
        p('En concreto, seguimos estos principios:'),
        list(
          'Licitud: solo tratamos datos cuando existe una base legal que lo permite.',
          'Finalidad: usamos los datos para fines concretos, explícitos e informados en esta política.',
          'Proporcionalidad: pedimos y guardamos solo los datos necesarios, y solo por el tiempo necesario.',
          'Calidad: procuramos que los datos sean exactos, completos y estén actualizados.',
          'Responsabilidad: respondemos por el cumplimiento de estas reglas y podemos demostrarlo.',
          'Seguridad: protegemos los datos con medidas técnicas y organizativas adecuadas al riesgo.',
          'Transparencia: te informamos de forma clara y accesible cómo tratamos tus datos.',
          'Confidencialidad: quienes trabajan con nosotros guardan reserva sobre los datos que conocen.',
        ),
      ],
    },
    {
      id: 'datos-que-tratamos',
      title: 'Qué datos tratamos',
      blocks: [
        list(
          'Datos de cuenta: nombre, correo electrónico y contraseña, que guardamos de forma irreversible y nunca en texto legible. Si entras con Google, recibimos de Google tu nombre, tu correo y un identificador de cuenta.',
          'Datos de la empresa: razón social, RUT, logo, configuración, usuarios del equipo con sus roles y el plan contratado.',
          'Datos de facturación: razón social, RUT, datos de contacto para el cobro e historial de pagos.',
          'Datos de uso: las descripciones de lo que vendes, tus búsquedas realizadas y guardadas, los horarios de alerta, tu historial, etiquetas, notificaciones, y las preguntas que haces al asistente de inteligencia artificial con sus respuestas.',
          'Archivos que subes: logo, listas de precios, listas de ejecutivos y otros documentos.',
          'Datos de otras personas incluidos en listas de ejecutivos: RUT, nombre, cargo y correo electrónico.',
          'Datos técnicos: dirección IP, tipo de navegador y dispositivo, fecha y hora de acceso, registros de actividad y de errores, y la información de las cookies y tecnologías similares que describimos más abajo.',
          'Datos de la extensión para navegador: la identificación de la empresa con la que tienes sesión abierta en Mercado Público y la información de las cotizaciones que decides preparar o enviar con ella.',
        ),
        p(
          'No pedimos datos sensibles, como datos de salud, origen étnico, opiniones políticas o datos biométricos. Te pedimos no incluirlos en tus archivos ni en tus preguntas.',
        ),
      ],
    },
    {
      id: 'origen-de-los-datos',
      title: 'De dónde obtenemos los datos',
      blocks: [
        list(
          'De ti, cuando te registras, completas tu perfil, configuras tu empresa o usas la Plataforma.',
          'De tu empresa, cuando un administrador te invita al equipo o sube una lista de ejecutivos.',
          'De Google, si eliges iniciar sesión con tu cuenta de Google.',
          'De tu navegador y dispositivo, de forma automática, cuando usas la Plataforma o la extensión.',
          'De fuentes de acceso público, como los datos de Mercado Público, que pueden incluir nombres de proveedores y de funcionarios a cargo de procesos de compra.',
        ),
      ],
    },
    {
      id: 'finalidades',
      title: 'Para qué usamos tus datos',
      blocks: [
        list(
          'Crear y administrar tu cuenta y la de tu empresa, y verificar tu identidad al ingresar.',
          'Prestar el servicio: buscar oportunidades afines a lo que vendes, guardar búsquedas, enviar alertas, gestionar etiquetas y notificaciones, y responder tus preguntas sobre documentos.',
          'Cobrar la suscripción, emitir documentos tributarios y cumplir nuestras obligaciones legales.',
          'Darte soporte, incluido el ingreso de personal autorizado a tu cuenta cuando sea necesario para resolver un caso. Cada uno de esos ingresos queda registrado.',
          'Mantener la seguridad de la Plataforma, prevenir fraudes y usos abusivos, y detectar errores.',
          'Entender cómo se usa la Plataforma para mejorarla, con datos agregados o con la analítica de sesiones descrita en esta política.',
          'Enviarte novedades comerciales, solo si lo aceptaste. Puedes darte de baja en cualquier momento.',
        ),
        p(
          'No vendemos tus datos personales ni los usamos para fines distintos de los informados. Si en el futuro quisiéramos usarlos para una finalidad nueva, te lo informaremos antes y, cuando corresponda, te pediremos tu consentimiento.',
        ),
      ],
    },
    {
      id: 'bases-de-licitud',
      title: 'Bases legales del tratamiento',
      blocks: [
        p('Cada tratamiento se apoya en una de estas bases legales:'),
        list(
          'Ejecución del contrato: para prestarte el servicio que contrataste y administrar tu suscripción.',
          'Cumplimiento de obligaciones legales: por ejemplo, las tributarias o los requerimientos de autoridades competentes.',
          'Interés legítimo: para la seguridad de la Plataforma, la prevención de fraudes, el soporte, la analítica de sesiones y la mejora del servicio, siempre que no prevalezcan tus derechos. Puedes oponerte a estos tratamientos.',
          'Consentimiento: para las comunicaciones comerciales. Puedes retirarlo cuando quieras, sin que eso afecte lo realizado antes.',
        ),
      ],
    },
    {
      id: 'inteligencia-artificial',
      title: 'Inteligencia artificial',
      blocks: [
        p(
          'Para encontrar oportunidades, la descripción de lo que vendes y tus búsquedas se procesan con modelos de inteligencia artificial. Cuando usas el asistente, los documentos adjuntos a la licitación y el texto de tus preguntas se envían a un proveedor de inteligencia artificial, que los procesa por cuenta de Oportuna para generar la respuesta.',
        ),
        list(
          'Elegimos proveedores que se obligan por contrato a usar los datos solo para prestarnos el servicio y a no usarlos para entrenar sus modelos.',
          'Enviamos solo la información necesaria para responder cada consulta.',
          'Te recomendamos no incluir datos personales en tus preguntas si no son necesarios.',
        ),
        p(
          'Los resultados de la inteligencia artificial son sugerencias. No tomamos decisiones automatizadas que produzcan efectos jurídicos sobre ti o te afecten de manera significativa: tú decides siempre si postular.',
        ),
      ],
    },
    {
      id: 'datos-de-terceros',
      title: 'Datos de otras personas que sube tu empresa',
      blocks: [
        p(
          'Cuando tu empresa sube una lista de ejecutivos u otros archivos con datos de personas, tu empresa es la responsable de esos datos y Oportuna actúa como encargado del tratamiento. Eso significa que los usamos solo para prestar el servicio, siguiendo las instrucciones de tu empresa, y con las mismas medidas de seguridad que aplicamos al resto de la información.',
        ),
        p(
          'Tu empresa debe contar con una base legal para entregarnos esos datos e informar a las personas involucradas. Si una de ellas nos contacta para ejercer sus derechos, la ayudaremos o trasladaremos su solicitud a tu empresa, según corresponda.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies y tecnologías similares',
      blocks: [
        p('Usamos pocas tecnologías de este tipo, y cada una con un fin concreto:'),
        list(
          'Token de sesión: al iniciar sesión guardamos un identificador en el almacenamiento local de tu navegador (local storage). Funciona como una cookie de sesión: mantiene tu sesión abierta y se borra al cerrarla.',
          'Cookie “sidebar:state”: recuerda si dejaste el menú lateral abierto o cerrado. Dura 7 días y no contiene datos personales.',
          'Analítica de sesiones: solo para usuarios que iniciaron sesión, un servicio externo registra cómo se recorre la Plataforma (clics, desplazamientos y pantallas visitadas) para detectar errores y mejorar la experiencia. Las contraseñas no se registran.',
          'Chat de soporte: solo para visitantes que no han iniciado sesión, mostramos el chat de un proveedor externo, que puede usar sus propias cookies para mantener la conversación.',
        ),
        p(
          'Puedes borrar las cookies y el almacenamiento local desde la configuración de tu navegador; si lo haces, se cerrará tu sesión y perderás tus preferencias. Para oponerte a la analítica de sesiones, escríbenos a privacidad@oportuna.cl.',
        ),
      ],
    },
    {
      id: 'con-quien-compartimos',
      title: 'Con quién compartimos datos',
      blocks: [
        p('No vendemos ni arrendamos datos personales. Solo los compartimos en estos casos:'),
        list(
          'Con proveedores que nos prestan servicios, como encargados del tratamiento: alojamiento en la nube, inteligencia artificial, envío de correos, procesamiento de pagos, analítica de sesiones y chat de soporte. Solo acceden a lo necesario para su tarea y están obligados por contrato a proteger los datos.',
          'Con Google, cuando eliges iniciar sesión con tu cuenta de Google.',
          'Con otros usuarios de tu empresa, según los roles que defina su administrador.',
          'Con autoridades, cuando una ley o una resolución judicial o administrativa nos lo exija.',
          'Con un eventual comprador o sucesor de Oportuna, en caso de fusión o venta de la empresa, que deberá respetar esta política.',
        ),
        p(
          'Oportuna no entrega tus datos a ChileCompra. Lo que envías a Mercado Público con la extensión lo envías tú, desde tu propia sesión, y queda sujeto a las políticas de ese portal.',
        ),
      ],
    },
    {
      id: 'transferencias-internacionales',
      title: 'Transferencias internacionales',
      blocks: [
        p(
          'Algunos de nuestros proveedores de nube y de inteligencia artificial almacenan o procesan datos fuera de Chile, por ejemplo en Estados Unidos o en la Unión Europea. Cuando esto ocurre, aplicamos resguardos para que tus datos mantengan un nivel de protección adecuado:',
        ),
        list(
          'elegimos proveedores con estándares reconocidos de seguridad y privacidad;',
          'firmamos contratos con cláusulas de protección de datos que limitan el uso de la información a la prestación del servicio;',
          'preferimos países con un nivel de protección adecuado según la normativa chilena y lo que determine la Agencia de Protección de Datos Personales;',
          'ciframos los datos mientras viajan y mientras están almacenados.',
        ),
        p(
          'Si quieres saber qué proveedores y países intervienen en el tratamiento de tus datos, escríbenos a privacidad@oportuna.cl.',
        ),
      ],
    },
    {
      id: 'plazos-de-conservacion',
      title: 'Cuánto tiempo conservamos los datos',
      blocks: [
        list(
          'Datos de cuenta, de empresa y de uso, incluidas las conversaciones con el asistente: mientras tu cuenta esté activa. Al cerrarla, los eliminamos o anonimizamos dentro de 90 días.',
          'Suscripción suspendida por falta de pago: conservamos los datos 90 días desde la suspensión para que puedas reactivarla; si no la reactivas, los eliminamos o anonimizamos.',
          'Archivos subidos y listas de ejecutivos: hasta que los elimines, o hasta 90 días después del cierre de la cuenta.',
          'Datos de facturación y documentos tributarios: el plazo que exige la legislación tributaria, que en general es de seis años.',
          'Registros de seguridad y de ingresos de soporte a las cuentas: 12 meses.',
          'Grabaciones de la analítica de sesiones: hasta 90 días.',
          'Copias de respaldo: se reemplazan en ciclos de hasta 30 días.',
        ),
        p(
          'Podemos conservar datos por más tiempo solo si es necesario para cumplir una obligación legal o para ejercer o defender derechos ante un tribunal, y únicamente mientras dure esa necesidad.',
        ),
      ],
    },
    {
      id: 'seguridad',
      title: 'Seguridad de la información',
      blocks: [
        list(
          'Conexiones cifradas (HTTPS) entre tu navegador, la extensión y nuestros servidores.',
          'Contraseñas almacenadas con algoritmos de resumen criptográfico robustos, nunca en texto legible.',
          'Acceso a los datos limitado al personal que lo necesita, con roles y permisos, y registro de los accesos, incluidos los de soporte.',
          'Separación de la información de cada empresa, copias de respaldo periódicas y monitoreo de la Plataforma.',
          'Deberes de confidencialidad para nuestro equipo y nuestros proveedores.',
        ),
        p(
          'Ningún sistema es completamente invulnerable. Si ocurre un incidente de seguridad que pueda afectar tus datos, lo informaremos a la Agencia de Protección de Datos Personales y, cuando exista un riesgo relevante para ti, también a ti, sin demoras indebidas, explicando qué pasó y qué medidas tomamos.',
        ),
        p(
          'Tú también puedes ayudar: usa una contraseña segura y única, cierra sesión en equipos compartidos y avísanos a soporte@oportuna.cl si notas algo extraño.',
        ),
      ],
    },
    {
      id: 'tus-derechos',
      title: 'Tus derechos',
      blocks: [
        p('Como titular de los datos tienes los derechos conocidos como ARCO+:'),
        list(
          'Acceso: saber si tratamos tus datos, cuáles, para qué, de dónde provienen y con quién los compartimos.',
          'Rectificación: corregir datos inexactos, desactualizados o incompletos.',
          'Supresión: pedir que eliminemos tus datos cuando ya no sean necesarios, cuando retires tu consentimiento o cuando se hayan tratado de forma ilícita, salvo que la ley nos obligue a conservarlos.',
          'Oposición: oponerte a ciertos tratamientos, por ejemplo a la analítica de sesiones o a las comunicaciones comerciales.',
          'Portabilidad: recibir tus datos en un formato estructurado y de uso común, o pedir que los enviemos a otro responsable cuando sea técnicamente posible.',
          'Bloqueo: pedir que suspendamos temporalmente el tratamiento mientras resolvemos una solicitud de rectificación, supresión u oposición.',
        ),
        p(
          'También puedes retirar tu consentimiento en cualquier momento para los tratamientos que se basan en él, y no ser objeto de decisiones basadas únicamente en un tratamiento automatizado que te afecten de manera significativa.',
        ),
      ],
    },
    {
      id: 'como-ejercer-tus-derechos',
      title: 'Cómo ejercer tus derechos',
      blocks: [
        list(
          'Escribe a privacidad@oportuna.cl, idealmente desde el correo asociado a tu cuenta, indicando tu nombre, el derecho que quieres ejercer y los datos a los que se refiere tu solicitud.',
          'Para proteger tu información, verificaremos tu identidad. Si escribes desde otro correo o en representación de otra persona, podremos pedirte antecedentes adicionales, como una copia de tu cédula de identidad o un poder.',
          'Te responderemos dentro de 30 días corridos desde que recibamos tu solicitud.',
          'Ejercer tus derechos es gratuito.',
          'Muchos datos puedes corregirlos tú mismo desde tu perfil y la configuración de tu empresa.',
        ),
        p(
          'Si no quedas conforme con nuestra respuesta, o si no respondemos dentro del plazo, podrás reclamar ante la Agencia de Protección de Datos Personales desde que entren en vigencia las normas de la Ley N° 21.719, o ante los tribunales de justicia, según corresponda.',
        ),
      ],
    },
    {
      id: 'menores-de-edad',
      title: 'Menores de edad',
      blocks: [
        p(
          'Oportuna es un servicio para empresas y no está dirigido a menores de 18 años. No recopilamos a sabiendas datos de menores de edad. Si detectamos que un menor creó una cuenta, la cerraremos y eliminaremos sus datos. Si sabes de un caso, avísanos a privacidad@oportuna.cl.',
        ),
      ],
    },
    {
      id: 'cambios-a-esta-politica',
      title: 'Cambios a esta política',
      blocks: [
        p(
          'Podemos actualizar esta política cuando cambien la ley, nuestros proveedores o el servicio. Publicaremos cada nueva versión en esta página, con su número y fecha de vigencia.',
        ),
        p(
          'Si el cambio es relevante, te avisaremos por correo electrónico y con un aviso en la Plataforma antes de que entre en vigencia. Si un cambio requiere tu consentimiento, te lo pediremos de forma expresa.',
        ),
      ],
    },
    {
      id: 'contacto',
      title: 'Contacto',
      blocks: [
        list(
          'Privacidad y ejercicio de derechos: privacidad@oportuna.cl',
          'Consultas generales: contacto@oportuna.cl',
          'Soporte: soporte@oportuna.cl',
          'Responsable: Oportuna SpA, Santiago de Chile',
        ),
      ],
    },
  ],
};

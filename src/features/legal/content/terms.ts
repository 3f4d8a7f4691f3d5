import type { LegalBlock, LegalDocument } from './types';

const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });

export const termsOfUse: LegalDocument = {
  title: 'Términos y condiciones de uso',
  summary:
    'Estas condiciones regulan el uso de Oportuna, la plataforma que ayuda a las empresas proveedoras del Estado a encontrar y seguir licitaciones y compras ágiles publicadas en Mercado Público. Te pedimos leerlas con calma: al crear una cuenta o contratar un plan, las aceptas en tu nombre y en el de la empresa que representas.',
  effectiveDate: '2026-11-21',
  version: '1.0',
  sections: [
    {
      id: 'quienes-somos',
      title: 'Quiénes somos y aceptación de estos términos',
      blocks: [
        p(
          'Oportuna es un servicio de Oportuna SpA, sociedad constituida en Chile y con domicilio en Santiago de Chile (en adelante, “Oportuna” o “nosotros”). Puedes escribirnos a contacto@oportuna.cl.',
        ),
        p(
          'Estos términos y condiciones (los “Términos”) se aplican a todo uso del sitio web, la aplicación, la extensión para navegador y los correos de alerta de Oportuna (en conjunto, la “Plataforma”). Al registrarte, iniciar sesión con Google o usar la Plataforma, declaras haber leído y aceptado estos Términos y la Política de privacidad.',
        ),
        p(
          'Tu aceptación por medios electrónicos tiene plena validez, conforme a la Ley N° 19.799 sobre documentos electrónicos, firma electrónica y servicios de certificación de dicha firma. Guardamos un registro de la fecha y de la versión de los Términos que aceptaste.',
        ),
        p(
          'Si usas Oportuna en nombre de una empresa, declaras que tienes facultades para obligarla. En ese caso, “tú” se refiere tanto a ti como a esa empresa (el “Cliente”).',
        ),
      ],
    },
    {
      id: 'definiciones',
      title: 'Definiciones',
      blocks: [
        p('Para que hablemos el mismo idioma, en estos Términos usamos las siguientes palabras:'),
        list(
          'Cuenta: el acceso personal de cada usuario, protegido con su correo y contraseña o con su cuenta de Google.',
          'Empresa: el espacio de trabajo del Cliente en Oportuna, identificado por su razón social y RUT, donde se agrupan los usuarios de su equipo.',
          'Oportunidades: las licitaciones, compras ágiles y demás procesos de compra pública que se publican en Mercado Público y que Oportuna muestra, ordena y resume.',
          'Asistente IA: la función que responde preguntas sobre los documentos adjuntos a una oportunidad con ayuda de un proveedor de inteligencia artificial.',
          'Extensión: el complemento para navegador que ofrece Oportuna para trabajar con el portal de Mercado Público desde tu propio computador.',
          'Plan: la modalidad de suscripción contratada (Básico, Pro o Empresa).',
        ),
      ],
    },
    {
      id: 'que-ofrece-oportuna',
      title: 'Qué ofrece Oportuna',
      blocks: [
        p('Oportuna es una herramienta de apoyo comercial. Con ella puedes:'),
        list(
          'describir con tus propias palabras lo que vendes para que la inteligencia artificial te sugiera licitaciones y compras ágiles relacionadas;',
          'guardar búsquedas y recibir alertas por correo electrónico en los horarios que elijas;',
          'etiquetar oportunidades, revisar tu historial y seguir las notificaciones de los procesos que te interesan;',
          'hacer preguntas al Asistente IA sobre las bases y anexos de una licitación;',
          'administrar los datos de tu empresa y de tu equipo de trabajo;',
          'usar la Extensión para preparar y enviar cotizaciones de compra ágil en Mercado Público.',
        ),
        p(
          'Podemos mejorar, cambiar o retirar funciones para mantener el servicio útil y seguro. Si un cambio reduce de forma importante lo que incluye tu Plan, te avisaremos con anticipación y podrás terminar la suscripción sin costo adicional.',
        ),
      ],
    },
    {
      id: 'relacion-con-chilecompra',
      title: 'Oportuna no es ChileCompra',
      blocks: [
        p(
          'Oportuna es una empresa privada. No está afiliada a la Dirección de Compras y Contratación Pública (ChileCompra), no actúa en su nombre y no cuenta con su patrocinio. Mercado Público es el sistema oficial de compras del Estado de Chile; sus reglas, plazos y decisiones son responsabilidad de ChileCompra y de cada organismo comprador.',
        ),
        p(
          'Para participar en un proceso de compra pública debes cumplir los requisitos de la normativa vigente, como la Ley N° 19.886 y su reglamento, y las bases de cada proceso. Oportuna no te inscribe en el Registro de Proveedores ni presenta ofertas por ti sin tu instrucción.',
        ),
      ],
    },
    {
      id: 'registro-y-cuenta',
      title: 'Registro y seguridad de tu cuenta',
      blocks: [
        p(
          'Para registrarte debes indicar tu nombre, la razón social y el RUT de tu empresa, un correo electrónico y una contraseña, o bien iniciar sesión con Google. Debes ser mayor de 18 años y entregar información veraz y actualizada.',
        ),
        list(
          'Mantén tu contraseña en reserva y no la compartas, ni siquiera con tu equipo: cada persona debe tener su propia Cuenta.',
          'Avísanos de inmediato a soporte@oportuna.cl si sospechas que alguien entró a tu Cuenta sin autorización.',
          'Eres responsable de lo que se haga desde tu Cuenta, salvo que el problema se deba a una falla de seguridad de Oportuna.',
        ),
        p(
          'Podemos pedirte que confirmes tu correo electrónico o tu vínculo con la empresa registrada antes de activar ciertas funciones.',
        ),
      ],
    },
    {
      id: 'empresa-y-equipo',
      title: 'Empresa, equipo de trabajo y roles',
      blocks: [
        p(
          'Quien registra la Empresa queda como su administrador. Desde la configuración puede invitar a otras personas mediante enlaces de invitación, asignarles roles y quitarles el acceso. El número de usuarios depende del Plan contratado.',
        ),
        p(
          'Los enlaces de invitación son personales: compártelos solo con la persona invitada y anúlalos cuando ya no se necesiten. El administrador responde por las personas que invita y por los permisos que les entrega.',
        ),
        p(
          'Para resolver una solicitud de soporte, personal autorizado de Oportuna puede ingresar a la Plataforma actuando como un usuario determinado (lo que se conoce como suplantación o “impersonation”). Solo lo hacemos cuando es necesario para atender un caso, el permiso está restringido a un grupo reducido de personas y cada ingreso queda registrado con fecha, hora y responsable.',
        ),
      ],
    },
    {
      id: 'planes-precios-y-facturacion',
      title: 'Planes, precios y facturación',
      blocks: [
        p('Oportuna se ofrece por suscripción mensual, en los siguientes planes:'),
        list(
          'Plan Básico: UF 3 al mes.',
          'Plan Pro: UF 8 al mes.',
          'Plan Empresa: precio acordado por escrito según el número de usuarios y las necesidades del Cliente.',
        ),
        p(
          'Los precios están expresados en Unidades de Fomento (UF) y se cobran en pesos chilenos, según el valor de la UF del día en que se emite el cobro. Al precio se agrega el IVA cuando corresponda. Emitimos el documento tributario electrónico a nombre de la razón social y el RUT registrados.',
        ),
        p(
          'El cobro es mensual y por adelantado, con los medios de pago habilitados en la Plataforma. Las funciones incluidas en cada Plan son las que se describen en la página de planes vigente al momento de contratar.',
        ),
        p(
          'Si cambiamos los precios, te avisaremos por correo electrónico con al menos 30 días de anticipación. El nuevo precio se aplicará desde el período siguiente a ese plazo, y si no estás de acuerdo podrás cancelar antes, sin costo.',
        ),
      ],
    },
    {
      id: 'renovacion-cancelacion-y-suspension',
      title: 'Renovación, cancelación y suspensión',
      blocks: [
        p(
          'La suscripción se renueva automáticamente cada mes mientras no la canceles. Puedes cancelarla en cualquier momento desde la configuración de tu Empresa o escribiendo a soporte@oportuna.cl. La cancelación rige al final del período ya pagado, y hasta esa fecha mantienes el acceso. No hacemos devoluciones proporcionales, salvo que la ley disponga otra cosa.',
        ),
        p(
          'Si un pago no se puede realizar, te avisaremos para que lo regularices. Si sigue pendiente, la suscripción se suspende: al ingresar verás el mensaje “Tu suscripción ha expirado” y no podrás usar las funciones del Plan hasta ponerte al día. Conservamos tus datos durante 90 días desde la suspensión; pasado ese plazo podremos eliminarlos, como explica la Política de privacidad.',
        ),
        p(
          'También podemos suspender o cerrar una Cuenta si se infringen gravemente estos Términos, si existe un riesgo para la seguridad de la Plataforma o de otros usuarios, o si una autoridad lo ordena. Salvo urgencia, te avisaremos antes y te daremos la oportunidad de aclarar o corregir la situación.',
        ),
      ],
    },
    {
      id: 'inteligencia-artificial',
      title: 'Inteligencia artificial: qué puedes esperar',
      blocks: [
        p(
          'Las búsquedas, los resúmenes y las respuestas del Asistente IA se generan con modelos de inteligencia artificial. Son sugerencias para ahorrarte tiempo, no asesoría legal ni técnica, y pueden contener errores u omisiones.',
        ),
        list(
          'Antes de postular, lee siempre las bases, anexos, aclaraciones y plazos oficiales publicados en Mercado Público. Si hay diferencias, prevalece lo publicado allí.',
          'Oportuna no garantiza que te adjudiques una licitación o compra ágil, ni que una oportunidad sugerida sea adecuada para tu empresa.',
          'La decisión de ofertar, el precio y el contenido de tu oferta son de tu exclusiva responsabilidad.',
        ),
        p(
          'Para responder tus preguntas, los documentos de la oportunidad y el texto de tus consultas se envían a un proveedor de inteligencia artificial, que los procesa por cuenta nuestra. Evita incluir en tus preguntas datos personales o información confidencial que no sea necesaria.',
        ),
      ],
    },
    {
      id: 'datos-publicos',
      title: 'Datos públicos de Mercado Público',
      blocks: [
        p(
          'La información sobre oportunidades proviene de los datos públicos que ChileCompra pone a disposición en Mercado Público. Oportuna los recopila, ordena y presenta, pero no los crea ni los controla.',
        ),
        p(
          'Por eso no garantizamos que esos datos estén completos, actualizados o libres de errores. Puede haber demoras entre la publicación en Mercado Público y su aparición en Oportuna, procesos que no se muestren o cambios (como modificaciones de bases, ampliaciones de plazo o revocaciones) que todavía no se reflejen. Las alertas son una ayuda y no reemplazan tu propia revisión del portal oficial.',
        ),
      ],
    },
    {
      id: 'extension-para-navegador',
      title: 'Extensión para navegador',
      blocks: [
        p(
          'La Extensión se instala en tu navegador y funciona en tu propio computador. Cuando tienes una sesión abierta en Mercado Público, detecta la empresa con la que ingresaste para vincularla con tu cuenta de Oportuna, y te ayuda a completar y enviar cotizaciones de compra ágil.',
        ),
        list(
          'La Extensión solo actúa cuando tú se lo indicas; nunca envía cotizaciones por su cuenta.',
          'Revisa cada cotización antes de confirmarla: lo que se envíe desde tu sesión de Mercado Público se entiende hecho por ti y por tu empresa.',
          'Usar la Extensión no te exime de cumplir las condiciones de uso de Mercado Público.',
        ),
        p(
          'Puedes desinstalar la Extensión en cualquier momento desde la configuración de tu navegador.',
        ),
      ],
    },
    {
      id: 'uso-aceptable',
      title: 'Uso aceptable',
      blocks: [
        p('Te pedimos usar Oportuna de buena fe. En particular, no está permitido:'),
        list(
          'extraer datos de forma masiva o automatizada (scraping, robots o programas similares), salvo con las herramientas que ofrece la propia Plataforma;',
          'revender, sublicenciar o poner la Plataforma a disposición de personas ajenas a tu Empresa;',
          'compartir Cuentas o contraseñas, o permitir que más personas usen el servicio que los cupos de usuario contratados;',
          'subir archivos con virus o código malicioso, contenido ilícito o datos personales que no tengas derecho a tratar;',
          'intentar acceder a información de otras empresas, vulnerar las medidas de seguridad o sobrecargar la Plataforma;',
          'usar Oportuna para coludirse con otros oferentes, presentar información falsa en procesos de compra o cualquier otro fin contrario a la ley.',
        ),
        p(
          'Si detectamos un uso que infringe estas reglas, podremos limitar o suspender el acceso, según lo descrito en la sección sobre renovación, cancelación y suspensión.',
        ),
      ],
    },
    {
      id: 'archivos-y-contenido',
      title: 'Archivos y contenido que subes',
      blocks: [
        p(
          'Puedes subir a la Plataforma el logo de tu empresa, listas de precios, listas de ejecutivos y otros archivos. Ese contenido sigue siendo tuyo: solo nos autorizas a almacenarlo, procesarlo y mostrarlo en la medida necesaria para prestarte el servicio.',
        ),
        p(
          'Si subes datos de otras personas, como una lista de ejecutivos con su RUT, nombre, cargo y correo electrónico, declaras que cuentas con una base legal para hacerlo y que les informaste de este uso. Respecto de esos datos, Oportuna actúa como encargado del tratamiento por cuenta de tu Empresa, según explica la Política de privacidad.',
        ),
        p(
          'Eres responsable de que tus archivos no infrinjan derechos de terceros, incluidos los de propiedad intelectual.',
        ),
      ],
    },
    {
      id: 'propiedad-intelectual',
      title: 'Propiedad intelectual',
      blocks: [
        p(
          'La Plataforma, su software, diseño, marca, logotipo y textos pertenecen a Oportuna SpA o a sus licenciantes, y están protegidos por la Ley N° 17.336 sobre Propiedad Intelectual, la Ley N° 19.039 de Propiedad Industrial y demás normas aplicables.',
        ),
        p(
          'Mientras tu suscripción esté vigente, te otorgamos una licencia limitada, no exclusiva e intransferible para usar la Plataforma conforme a estos Términos. Los datos públicos de Mercado Público no son de propiedad de Oportuna. Si nos envías sugerencias para mejorar el servicio, podremos usarlas libremente y sin obligación de compensarte.',
        ),
      ],
    },
    {
      id: 'disponibilidad-y-soporte',
      title: 'Disponibilidad y soporte',
      blocks: [
        p(
          'Hacemos esfuerzos razonables para que la Plataforma esté disponible de forma continua, pero pueden ocurrir interrupciones por mantenimiento, fallas de nuestros proveedores, problemas en Mercado Público o causas de fuerza mayor. Cuando sea posible, avisaremos con anticipación las mantenciones programadas.',
        ),
        p(
          'Puedes pedir ayuda a soporte@oportuna.cl en días hábiles. El Plan Empresa puede incluir condiciones de soporte especiales acordadas por escrito.',
        ),
      ],
    },
    {
      id: 'responsabilidad',
      title: 'Responsabilidad',
      blocks: [
        p(
          'Oportuna responde por la correcta prestación del servicio contratado. En la medida en que la ley lo permita, no somos responsables de:',
        ),
        list(
          'decisiones comerciales tomadas a partir de sugerencias de la inteligencia artificial sin revisar los documentos oficiales;',
          'errores, omisiones o demoras en los datos publicados por ChileCompra o por los organismos compradores;',
          'la adjudicación o el resultado de cualquier proceso de compra;',
          'fallas del portal Mercado Público, de tu conexión a internet o de tus equipos;',
          'daños indirectos o lucro cesante.',
        ),
        p(
          'En los demás casos, nuestra responsabilidad total se limita al monto que hayas pagado por la suscripción en los 12 meses anteriores al hecho que la origina. Estas limitaciones no se aplican en caso de dolo o culpa grave de Oportuna.',
        ),
        p(
          'Nada de lo anterior limita los derechos irrenunciables que te correspondan conforme a la Ley N° 19.496 sobre Protección de los Derechos de los Consumidores, cuando esa ley sea aplicable, incluidos los que la Ley N° 20.416 reconoce a las micro y pequeñas empresas.',
        ),
      ],
    },
    {
      id: 'datos-personales',
      title: 'Datos personales',
      blocks: [
        p(
          'Tratamos los datos personales conforme a la Ley N° 19.628 sobre Protección de la Vida Privada y sus modificaciones, incluida la Ley N° 21.719, cuyas normas entran en vigencia el 1 de diciembre de 2026.',
        ),
        p(
          'Qué datos tratamos, para qué, por cuánto tiempo y cómo ejercer tus derechos se explica en la Política de privacidad, que forma parte de estos Términos. Para consultas sobre tus datos, escribe a privacidad@oportuna.cl.',
        ),
      ],
    },
    {
      id: 'comunicaciones',
      title: 'Comunicaciones',
      blocks: [
        p(
          'Te enviaremos por correo electrónico las alertas que configures y los avisos sobre tu Cuenta, tu suscripción y la seguridad del servicio. Estos avisos son parte del servicio y se mantienen mientras tengas una Cuenta.',
        ),
        p(
          'Las comunicaciones comerciales o promocionales solo te llegarán si las aceptas, y siempre incluirán una forma simple de dejar de recibirlas.',
        ),
      ],
    },
    {
      id: 'cambios-a-los-terminos',
      title: 'Cambios a estos Términos',
      blocks: [
        p(
          'Podemos actualizar estos Términos para reflejar cambios legales o del servicio. Publicaremos cada nueva versión en esta página, con su número y fecha de vigencia.',
        ),
        p(
          'Si el cambio es relevante, te avisaremos por correo electrónico y en la Plataforma con al menos 15 días de anticipación, y te pediremos aceptar la nueva versión al ingresar. Si no estás de acuerdo, puedes cancelar tu suscripción antes de esa fecha sin costo adicional. Los cambios de precio siguen la regla de la sección sobre planes, precios y facturación.',
        ),
      ],
    },
    {
      id: 'ley-aplicable-y-jurisdiccion',
      title: 'Ley aplicable y solución de conflictos',
      blocks: [
        p(
          'Estos Términos se rigen por las leyes de la República de Chile. Si tienes un problema, te invitamos a escribirnos primero a contacto@oportuna.cl para buscar una solución directa; te responderemos dentro de 10 días hábiles.',
        ),
        p(
          'Cualquier controversia se someterá a la competencia de los tribunales ordinarios de justicia con asiento en la comuna de Santiago. Lo anterior es sin perjuicio del derecho de quienes tengan la calidad de consumidores a recurrir al tribunal competente según la Ley N° 19.496 o al Servicio Nacional del Consumidor (SERNAC).',
        ),
      ],
    },
    {
      id: 'contacto',
      title: 'Contacto',
      blocks: [
        list(
          'Consultas generales y reclamos: contacto@oportuna.cl',
          'Soporte técnico, planes y facturación: soporte@oportuna.cl',
          'Datos personales: privacidad@oportuna.cl',
          'Domicilio: Oportuna SpA, Santiago de Chile',
        ),
      ],
    },
  ],
};

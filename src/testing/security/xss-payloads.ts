/**
 * Script-injection payloads for e2e/security/xss.spec.ts, in the families of DOMPurify's test
 * fixtures and OWASP's XSS filter-evasion cheat sheet, written here so that a payload that runs
 * calls `window.__xss(id)` with its own id. Each is put, as a server or another user would,
 * into every place that shows text it did not write; the test fails if one runs or if an
 * element with an event-handler attribute (or a script URL) appears.
 */

const HTML_PAYLOADS = [
  // Plain tags with handlers that fire on their own.
  '<img src=x onerror=__xss(1)>',
  '<img src="x" onerror="__xss(2)">',
  '<IMG SRC=x OnErRoR=__xss(3)>',
  '<svg onload=__xss(4)>',
  '<svg><script>__xss(5)</script></svg>',
  '<body onload=__xss(6)>',
  '<iframe srcdoc="<script>parent.__xss(7)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss(8)"></iframe>',
  '<video><source onerror=__xss(9)></video>',
  '<audio src=x onerror=__xss(10)>',
  '<details open ontoggle=__xss(11)>',
  '<input autofocus onfocus=__xss(12)>',
  '<select autofocus onfocus=__xss(13)>',
  '<textarea autofocus onfocus=__xss(14)>',
  '<marquee onstart=__xss(15)>',
  '<object data="javascript:__xss(16)"></object>',
  '<embed src="javascript:__xss(17)">',
  '<script>__xss(18)</script>',
  '<ScRiPt>__xss(19)</sCrIpT>',
  '<script src="data:text/javascript,__xss(20)"></script>',
  // Breaking out of an attribute or a tag the text might be put into.
  '"><img src=x onerror=__xss(21)>',
  "'><svg onload=__xss(22)>",
  '</title><script>__xss(23)</script>',
  '</textarea><img src=x onerror=__xss(24)>',
  '</style><img src=x onerror=__xss(25)>',
  '--><img src=x onerror=__xss(26)>',
  '" onmouseover="__xss(27)" x="',
  "' onfocus='__xss(28)' autofocus x='",
  // Obfuscation: entities, whitespace and case in the scheme, null bytes, comments.
  '<a href="jav&#x09;ascript:__xss(29)">enlace</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:__xss(30)">enlace</a>',
  '<a href=" javascript:__xss(31)">enlace</a>',
  '<a href="JaVaScRiPt:__xss(32)">enlace</a>',
  '<a href="javas\ncript:__xss(33)">enlace</a>',
  '<img src=x onerror="&#95;&#95;xss(34)">',
  '<img src=x onerror=\\u005f\\u005fxss(35)>',
  '<img/src=x/onerror=__xss(36)>',
  '<img src=x onerror\t=__xss(37)>',
  '<<script>__xss(38)//<</script>',
  '<scr<script>ipt>__xss(39)</scr</script>ipt>',
  '<img src=`x` onerror=__xss(40)>',
  // Mutation XSS and namespace confusion (the DOMPurify fixtures' specialty).
  '<noscript><p title="</noscript><img src=x onerror=__xss(41)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(42)>',
  '<svg></p><style><a id="</style><img src=x onerror=__xss(43)>">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=__xss(44) src>">',
  '<template><img src=x onerror=__xss(45)></template>',
  '<xmp><img src=x onerror=__xss(46)></xmp>',
  '<listing>&lt;img src=x onerror=__xss(47)&gt;</listing>',
  // Elements that change what the page loads or where it goes.
  '<base href="javascript:__xss(48)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(49)">',
  '<link rel="stylesheet" href="javascript:__xss(50)">',
  '<form action="javascript:__xss(51)"><button>Enviar</button></form>',
  '<button formaction="javascript:__xss(52)">Enviar</button>',
  '<svg><a href="javascript:__xss(53)"><text x=20 y=20>enlace</text></a></svg>',
  '<svg><animate onbegin=__xss(54) attributeName=x dur=1s>',
  '<svg><set attributeName=onmouseover to=__xss(55)>',
  '<div style="background:url(javascript:__xss(56))">',
  '<isindex type=image src=x onerror=__xss(57)>',
  '<style>@import "javascript:__xss(58)";</style>',
  '<img src=x:alert onerror=eval("__xss(59)")>',
  '{{constructor.constructor("__xss(60)")()}}',
  '${__xss(61)}',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoNjIpPC9zY3JpcHQ+">enlace</a>',
];

/** What a markdown renderer must not turn into live HTML (the AI's answers are markdown). */
const MARKDOWN_PAYLOADS = [
  '[enlace](javascript:__xss(63))',
  '[enlace](JAVASCRIPT:__xss(64))',
  '[enlace](javascript&#58;__xss(65))',
  '[enlace](data:text/html,<script>__xss(66)</script>)',
  '![imagen](x" onerror="__xss(67))',
  '![imagen](javascript:__xss(68))',
  '<javascript:__xss(69)>',
  '[enlace][ref]\n\n[ref]: javascript:__xss(70)',
  '<div>\n<img src=x onerror=__xss(71)>\n</div>',
  '<details open ontoggle=__xss(72)>\n\n**negrita**\n\n</details>',
  '[![img](x)](javascript:__xss(73))',
  '`<img src=x onerror=__xss(74)>`',
];

export const XSS_PAYLOADS: readonly string[] = [...HTML_PAYLOADS, ...MARKDOWN_PAYLOADS];

/** All of them in one text, for the places that hold a single value (a name, a description). */
export const XSS_ALL_IN_ONE = XSS_PAYLOADS.join(' \n');

import './index.css';

const root = document.getElementById('root')!;
// index.html's static landing is on screen: it answers by itself and starts the app with the
// visitor's first input (its island, which index.html's loader preloads beside this entry on the
// landing only, decision 0010). Any other page starts the app at once (over the static
// dashboard, if painted).
const started =
  root.dataset.shell === 'landing'
    ? import('./app/landing-island').then(({ awaitVisitor }) => awaitVisitor(root))
    : import('./app/start').then(({ startApp }) => startApp(root));

void started.then(() => {
  // The web font is not part of the first paint: text shows at once in a fallback sized like
  // Inter ('Inter Fallback' in index.css) and takes Inter when it arrives (decision 0010).
  void import('@fontsource-variable/inter');
});

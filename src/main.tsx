// The entry: paints first, then takes over (issue 12). A page the server rendered (decision 013) is
// readable as it arrives, so the app's code (React and the page, about 100 KB) is fetched and run
// only once that page is on screen: on a slow phone network the page's styles and pictures get the
// bandwidth first, and the first paint no longer waits for a script to run (a tap meanwhile is held
// by index.html and pressed again once the app has taken its button over). The back-office (an
// empty root) starts at once.
import './ui/tokens.css';
import './ui/global.css';

let started = false;
const boot = () => {
  if (started) return;
  started = true;
  void import('./boot');
};
if (document.getElementById('root')?.firstElementChild) {
  // After the page's own pictures too (the load event): the app's 100 KB must not share a slow
  // network with the largest picture. A picture that never finishes holds it back 3 s at most.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(boot));
  if (document.readyState === 'complete') afterPaint();
  else {
    addEventListener('load', afterPaint, { once: true });
    setTimeout(boot, 3000);
  }
} else boot();

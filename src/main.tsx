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
/**
 * Once the browser has painted the page's first content, where it can tell (Paint Timing). A fast
 * connection can bring the whole page, pictures and all, before the first paint: the load event
 * alone then let the app's code be fetched and run before anything was on screen (issue 32, seen in
 * Lighthouse's traces: the boot chunk asked for 30-70 ms before the first paint).
 */
const painted = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
const loaded = () => new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', () => resolve(), { once: true })));

if (document.getElementById('root')?.firstElementChild) {
  // After the page's own pictures too (the load event): the app's 100 KB must not share a slow
  // network with the largest picture. A picture that never finishes, or a page never painted (a tab
  // opened in the background), holds it back 3 s at most.
  void Promise.all([loaded(), painted()]).then(() => requestAnimationFrame(() => setTimeout(boot)));
  setTimeout(boot, 3000);
} else boot();

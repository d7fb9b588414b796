// The entry: paints first, then takes over (issue 12). A page the server rendered (decision 013) is
// readable as it arrives, so the app's code (React and the page, about 100 KB) is fetched and run
// only once that page is on screen: on a slow phone network the page's styles and pictures get the
// bandwidth first, and the first paint no longer waits for a script to run (a tap meanwhile is held
// by index.html and pressed again once the app has taken its button over). The back-office (an
// empty root) starts at once.
import './ui/tokens.css';
import './ui/global.css';

const boot = () => void import('./boot');
if (document.getElementById('root')?.firstElementChild) requestAnimationFrame(() => setTimeout(boot));
else boot();

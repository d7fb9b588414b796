import { useLocation } from 'react-router-dom';
import AdminApp from '../../../src/admin/AdminApp';

/** Where the story's router is now (hidden: play functions read it, screenshots do not show it). */
function HiddenLocation() {
  const { pathname } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname}
    </output>
  );
}

/** The whole back-office as the site mounts it: session, guard, login and every admin route. */
export function AdminAppFrame() {
  return (
    <>
      <AdminApp />
      <HiddenLocation />
    </>
  );
}

/** The router's current path, as the hidden probe shows it. */
export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

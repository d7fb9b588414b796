import { Navigate, Route, Routes } from 'react-router-dom';

// Placeholder so the route table builds; the back-office replaces this file.
//
// How src/app/App.tsx mounts it: as the element of a pathless route whose children are the admin
// paths (/admin-login, /dashboard/*, /settings, /AdminAnnouncements, /announcements). So the
// <Routes> below see the whole URL and use absolute paths, and the whole back-office is one lazy
// chunk a visitor of the public site never downloads.
export default function AdminApp() {
  return (
    <Routes>
      <Route path="/admin-login" element={<h1>Admin login</h1>} />
      <Route path="/dashboard/*" element={<h1>Dashboard</h1>} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}

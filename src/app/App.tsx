import { BrowserRouter, Route, Routes } from 'react-router-dom';

// The route table of the specification grows here as the public site and back-office land.
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="*"
          element={
            <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
              <h1>TUCASA</h1>
              <p>The website is being built. The API answers under /api.</p>
            </main>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

/**
 * React picks its build when first loaded, from NODE_ENV: without 'production' the server renders with the
 * development build, which checks every element and renders pages several times slower (bench:ssr measured
 * 80 pages/s on a lobby). The project's own settings never read NODE_ENV (MODE picks demo or production), and
 * nobody has to remember to set it: the server loads React's production build itself, first, under
 * NODE_ENV=production just for that load; the server-side bundle then finds these modules already loaded
 * (Node keeps one copy of each).
 */
export async function loadReactForProduction(): Promise<void> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await import('react');
    await import('react/jsx-runtime');
    await import('react-dom/server');
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/**
 * Never served: app/not-found.tsx answers every 404. Turbopack (Next 16.4.5) compiles the Pages Router,
 * and with it pages/_error.tsx, only when pages/ holds a page other than `_app`, `_document` and `_error`.
 */
export default function PagesRouterNotFound() {
  return (
    <main>
      <h1>Page not found</h1>
      <p>
        <a href="/">Packwise home</a>
      </p>
    </main>
  );
}

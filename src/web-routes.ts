/**
 * Web app routes for a compiled executable: the files scripts/build.ts bundled (with code
 * splitting) and embedded. Hashed assets are cached for a year; index.html is revalidated so a
 * new release is picked up at once. Every other path gets index.html (client-side routing).
 */
export function embeddedWebRoutes(files: Record<string, string>): Record<string, Response | ((req: Request) => Response)> {
  const routes: Record<string, Response> = {};
  for (const [urlPath, filePath] of Object.entries(files)) {
    if (urlPath === "/index.html") continue;
    routes[urlPath] = new Response(Bun.file(filePath), {
      headers: { "cache-control": "public, max-age=31536000, immutable" },
    });
  }
  const index = files["/index.html"];
  if (!index) throw new Error("the embedded web app has no index.html");
  const indexHtml = Bun.file(index);
  return {
    ...routes,
    "/*": () => new Response(indexHtml, { headers: { "content-type": "text/html;charset=utf-8", "cache-control": "no-cache" } }),
  };
}

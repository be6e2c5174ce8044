// The floor for `npm run bench:realtime`: a bare Node `ws` broadcast server in
// its own process, taking publishes over HTTP like the bench Worker does.
import { createServer } from "node:http";
import { WebSocketServer } from "ws";

const port = Number(process.argv[2] ?? 8797);
const http = createServer((request, response) => {
  if (request.url === "/api/health") return response.end('{"ok":true}');
  if (request.method !== "POST" || !request.url?.startsWith("/publish")) return response.writeHead(404).end();
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    const data = JSON.stringify({ type: "message", message: JSON.parse(body) });
    for (const client of wss.clients) client.send(data);
    response.writeHead(204).end();
  });
});
const wss = new WebSocketServer({ server: http });
http.listen(port, "127.0.0.1");

// HTTP for the sync bench: sign-ins (the mock Google round trip, or the demo) and requests on a
// keep-alive pool, as the browser's would be, with the session cookie.
import { Agent, request } from "node:http";
import { encodeMockPerson, MOCK_USER_COOKIE, type MockPerson } from "~/server/auth/mock-oauth.server";

/** One connection per simulated client at most: 200 clients, 200 sockets. */
export const agent = new Agent({ keepAlive: true, maxSockets: 512 });

export type Answer = { status: number; body: string; setCookies: string[]; location: string | null };

/**
 * `url` on this machine: sent to 127.0.0.1 (where the server listens) with the URL's own Host, so
 * `http://localhost:<port>` (the server's APP_URL, and what the browser contexts use) works
 * whichever address `localhost` resolves to first.
 */
type Options = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  fresh?: boolean;
  /** The client's own loopback address (127.x.y.z): one per simulated person, as people have. */
  from?: string;
};

export function call(url: string, options: Options = {}): Promise<Answer> {
  return send(url, options).catch((error: { code?: string; reused?: boolean }) => {
    // A pooled socket the server closed as it was reused (its keep-alive ran out): once more on a
    // new one, as browsers do. The server skips a push it already has.
    if (!error.reused || !["ECONNRESET", "EPIPE"].includes(error.code ?? "")) throw error;
    return send(url, { ...options, fresh: true });
  });
}

function send(url: string, options: Options): Promise<Answer> {
  const { host, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    // A length, as a browser sends it (not a chunked body).
    const length = body ? { "Content-Length": String(body.length) } : {};
    const headers = { Host: host, ...length, ...options.headers };
    const target = {
      host: "127.0.0.1",
      port,
      path: pathname + search,
      method: options.method ?? "GET",
      headers,
      // `fresh`: a socket of its own (a pooled one left idle for seconds may be closed by the
      // server just as it is reused: EPIPE).
      agent: options.fresh ? false : agent,
      ...(options.from ? { localAddress: options.from } : {}),
    };
    const req = request(target, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          setCookies: res.headers["set-cookie"] ?? [],
          location: typeof res.headers.location === "string" ? res.headers.location : null,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", (error) => reject(Object.assign(error, { reused: req.reusedSocket })));
    req.end(body);
  });
}

function keep(answer: Answer, jar: Map<string, string>): void {
  for (const raw of answer.setCookies) {
    const [pair = ""] = raw.split(";");
    const index = pair.indexOf("=");
    const value = pair.slice(index + 1).trim();
    if (/max-age=0/i.test(raw) || value === "") jar.delete(pair.slice(0, index).trim());
    else jar.set(pair.slice(0, index).trim(), value);
  }
}

const header = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

export type Session = { cookie: string; userId: string; username: string };

async function sessionOf(origin: string, cookie: string, from?: string): Promise<Session> {
  const answer = await call(`${origin}/auth/session`, { headers: { Cookie: cookie }, from });
  const { account } = JSON.parse(answer.body) as { account: { userId: string; username: string } | null };
  if (!account) throw new Error(`no session after sign-in: ${answer.body}`);
  return { cookie, userId: account.userId, username: account.username };
}

/** The mock Google sign-in of `person` (MOCKS=true), as a browser follows it. */
export async function signInMock(origin: string, person: MockPerson): Promise<Session> {
  const jar = new Map([[MOCK_USER_COOKIE, encodeMockPerson(person)]]);
  let answer = await call(`${origin}/auth/google`, {
    method: "POST",
    body: "returnTo=%2Fhome",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: header(jar) },
  });
  const next = (location: string | null) => (location ? new URL(location, origin) : null);
  for (let hop = 0; hop < 4 && answer.status === 302; hop++) {
    const url = next(answer.location);
    if (!url || url.origin !== origin || !url.pathname.startsWith("/auth/")) break;
    keep(answer, jar);
    answer = await call(url.href, { headers: { Cookie: header(jar) } });
  }
  keep(answer, jar);
  const session = jar.get("momentum_session");
  if (!session) throw new Error(`mock sign-in gave no session (${answer.status})`);
  return sessionOf(origin, `momentum_session=${session}`);
}

/** "Try the demo": a new user with its own session each time (`from`: the client's address). */
export async function signInDemo(origin: string, from?: string): Promise<Session> {
  const answer = await call(`${origin}/auth/demo`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    from,
  });
  const jar = new Map<string, string>();
  keep(answer, jar);
  const session = jar.get("momentum_session");
  if (!session) throw new Error(`demo sign-in answered ${answer.status}`);
  return sessionOf(origin, `momentum_session=${session}`, from);
}

/** POST of a JSON body with the session, as a page sends it (`from`: the client's address). */
export const postJson = (origin: string, path: string, cookie: string, body: string, from?: string) =>
  call(`${origin}${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
    from,
  });

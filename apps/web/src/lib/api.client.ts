/**
 * Browser-side calls to the API on the same origin. `apiFetch` answers the
 * envelope's content and throws `ApiClientError` with the server's Turkish
 * message and status otherwise. Same-origin calls carry the HttpOnly session
 * cookie that the login set: the API refuses the bearer token without it.
 */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export async function apiFetch<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      // The default, spelled out: the session cookie must go with every call (and never to another origin).
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        ...(rest.body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
  } catch {
    throw new ApiClientError(0, 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.');
  }
  const body = (await res.json().catch(() => null)) as { content?: { message?: string; code?: string } } | null;
  if (!res.ok) {
    throw new ApiClientError(res.status, body?.content?.message ?? `Beklenmeyen yanıt (${res.status}).`, body?.content?.code);
  }
  return body?.content as T;
}

import { messageResponse } from '@store/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, reasonOr, request, retryUnlessRefused } from './api';

afterEach(() => vi.unstubAllGlobals());

/** Stubs fetch with `answer` and returns the mock, to read what was sent. */
function answering(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What `request` rejected with. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('la llamada no falló');
}

describe('request', () => {
  it('GETs with the query, sends the cookie, and answers what the schema checked', async () => {
    const fetchMock = answering(() => Response.json({ message: 'Hola' }));
    expect(await request('/saludo', messageResponse, { query: { name: 'Rosa', page: 2 } })).toEqual({
      message: 'Hola',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/saludo?name=Rosa&page=2');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    expect(init?.body).toBeNull();
  });

  it('sends a JSON body as JSON', async () => {
    const fetchMock = answering(() => Response.json({ message: 'Perfil actualizado correctamente.' }));
    await request('/users', messageResponse, { method: 'PATCH', json: { name: 'Rosa' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'PATCH', headers: { 'content-type': 'application/json' } });
    expect(init?.body).toBe('{"name":"Rosa"}');
  });

  it('sends every change as JSON, `{}` when it has nothing to say, so the server takes it; a read has no body', async () => {
    const fetchMock = answering(() => Response.json({ message: 'Hecho' }));
    await request('/admin/products/8/hide', messageResponse, { method: 'POST' });
    await request('/locations/3', messageResponse, { method: 'DELETE' });
    await request('/saludo', messageResponse);
    const sent = fetchMock.mock.calls.map(([, init]) => init);
    for (const change of sent.slice(0, 2)) {
      expect(change?.headers).toMatchObject({ 'content-type': 'application/json' });
      expect(change?.body).toBe('{}');
    }
    expect(sent[2]?.headers).not.toHaveProperty('content-type');
    expect(sent[2]?.body).toBeNull();
  });

  it('uploads a file as it is, with its own type', async () => {
    const fetchMock = answering(() => Response.json({ images: ['a.webp'] }));
    const picture = new Blob(['RIFF....WEBP'], { type: 'image/webp' });
    const answer = await request('/pictures', z.object({ images: z.array(z.string()) }), {
      method: 'POST',
      upload: { data: picture, type: 'image/webp' },
    });
    expect(answer.images).toEqual(['a.webp']);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(picture);
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'image/webp' } });
  });

  it("refuses with the server's status and Spanish reason when it gives one", async () => {
    answering(() => Response.json({ error: 'El teléfono no es válido.' }, { status: 400 }));
    const error = await failureOf(request('/users', messageResponse, { method: 'PATCH', json: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'El teléfono no es válido.', answered: true });
    expect(reasonOr(error, 'Error al actualizar el perfil.')).toBe('El teléfono no es válido.');
  });

  it('keeps the body of a refusal as its cause, for a refusal that names more than a reason', async () => {
    const body = { error: 'Ese RFC no es válido.', field: 'rfc' };
    answering(() => Response.json(body, { status: 422 }));
    const error = await failureOf(request('/invoices/orders/12', messageResponse, { method: 'POST' }));
    expect(error).toMatchObject({ status: 422, message: 'Ese RFC no es válido.', cause: body });
  });

  it('refuses with the status and no reason when the answer is not JSON, so the caller says its own', async () => {
    answering(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failureOf(request('/bills/list', messageResponse));
    expect(error).toMatchObject({ status: 502, message: '', answered: true });
    expect(reasonOr(error, 'Error al obtener las órdenes')).toBe('Error al obtener las órdenes');
  });

  it('turns a failed connection into an ApiError that was not answered, keeping the cause', async () => {
    const offline = new TypeError('Failed to fetch');
    answering(() => Promise.reject(offline));
    const error = await failureOf(request('/auth/me', messageResponse));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: '', answered: false, cause: offline });
    expect(reasonOr(error, 'Ha ocurrido un error.')).toBe('Ha ocurrido un error.');
  });

  it('leaves a call its caller aborted as fetch rejected it', async () => {
    const controller = new AbortController();
    answering(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const error = await failureOf(request('/products/cart', messageResponse, { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('rejects an answer whose shape drifted from the contract', async () => {
    answering(() => Response.json({ mensaje: 'Hola' }));
    const error = await failureOf(request('/saludo', messageResponse));
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
  });
});

describe('retrying a query', () => {
  it('tries once more after a failed connection or a server error, never after a refusal', () => {
    expect(retryUnlessRefused(0, new ApiError(0, ''))).toBe(true);
    expect(retryUnlessRefused(0, new ApiError(503, ''))).toBe(true);
    expect(retryUnlessRefused(0, new ApiError(404, 'No encontrado'))).toBe(false);
    expect(retryUnlessRefused(1, new ApiError(503, ''))).toBe(false);
  });
});

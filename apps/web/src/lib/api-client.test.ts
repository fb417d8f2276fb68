import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiEnvelope, apiUrl, errorMessage, setUnauthorizedHandler } from './api-client';
import { apiQuery, queryKey } from './api-query';

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

/** The URL and options of the n-th fetch call. */
function callOf(fetch: ReturnType<typeof respond>, index = 0): [string, RequestInit] {
  return fetch.mock.calls[index] as unknown as [string, RequestInit];
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it('returns data from a successful envelope and sends JSON with the cookie', async () => {
    const fetch = respond(200, { success: true, message: 'ok', data: { id: '1' } });
    vi.stubGlobal('fetch', fetch);
    await expect(
      api.post('/auth/login', { body: { identifier: 'a@b.c', password: 'p' }, public: true }),
    ).resolves.toEqual({ id: '1' });
    const [url, init] = callOf(fetch);
    expect(url).toBe('/api/auth/login');
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init.body).toBe('{"identifier":"a@b.c","password":"p"}');
  });

  it('builds the query string and leaves out empty values', async () => {
    const fetch = respond(200, { success: true, message: 'ok', data: [] });
    vi.stubGlobal('fetch', fetch);
    await api.get('/users', { query: { limit: 10, page: 2, query: '', lastId: undefined } });
    expect(callOf(fetch)[0]).toBe('/api/users?limit=10&page=2');
  });

  it('turns an error envelope into an ApiError with status, message and field errors', async () => {
    const errors = [{ path: 'email', message: 'Must be a valid email address' }];
    vi.stubGlobal(
      'fetch',
      respond(400, { success: false, message: 'email: Must be a valid email address', data: null, errors }),
    );
    const error = await api
      .post('/auth/request-password-reset', { body: { email: 'x' }, public: true })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('email: Must be a valid email address');
    expect(error.errors).toEqual(errors);
  });

  it('treats success:false as an error even with status 200', async () => {
    vi.stubGlobal('fetch', respond(200, { success: false, message: 'Nope', data: null }));
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 200, message: 'Nope' });
  });

  it('calls the signed-out handler on a 401 from a secure call only', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', respond(401, { success: false, message: 'Not signed in', data: null }));
    await expect(api.get('/auth/me', { public: true })).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
    await expect(api.get('/orders', { query: {} })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server as a network error (status 0)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = (await api.get('/auth/me').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
    expect(errorMessage(error, 'An error occurred while logging in.')).toBe(
      'An error occurred while logging in.',
    );
  });
});

describe('calls through the endpoint table', () => {
  it('fills and encodes path parameters, sends the body as JSON and returns data', async () => {
    const fetch = respond(200, { success: true, message: 'Monthly budget updated', data: { id: 'a b' } });
    vi.stubGlobal('fetch', fetch);
    const row = await api.patch('/users/employees/:id/budget', {
      params: { id: 'a b/c' },
      body: { monthly_budget: '2500' },
    });
    expect(row).toEqual({ id: 'a b' });
    const [url, init] = callOf(fetch);
    expect(url).toBe('/api/users/employees/a%20b%2Fc/budget');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"monthly_budget":"2500"}');
  });

  it('builds the query (empty values left out) and passes the abort signal', async () => {
    const fetch = respond(200, { success: true, message: 'ok', data: { list: [] } });
    vi.stubGlobal('fetch', fetch);
    const signal = new AbortController().signal;
    await api.get('/users/employees', { query: { page: 2, limit: 10, query: '' }, signal });
    const [url, init] = callOf(fetch);
    expect(url).toBe('/api/users/employees?page=2&limit=10');
    expect(init.method).toBe('GET');
    expect(init.signal).toBe(signal);
  });

  it('sends FormData as it is, and the whole envelope when asked', async () => {
    const fetch = respond(200, { success: true, message: '1 invited, 0 skipped', data: { invited: [] } });
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    const answer = await apiEnvelope.post('/invitations/bulk', { body: form, query: { dry_run: 'true' } });
    expect(answer.message).toBe('1 invited, 0 skipped');
    const [url, init] = callOf(fetch);
    expect(url).toBe('/api/invitations/bulk?dry_run=true');
    expect(init.body).toBe(form);
    // The browser writes the multipart boundary itself.
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('turns refusals into ApiError as every call does', async () => {
    const errors = [{ path: 'employee_work_email', message: 'Must be a valid email address' }];
    vi.stubGlobal('fetch', respond(400, { success: false, message: 'Bad', data: null, errors }));
    await expect(api.post('/invitations', { body: { employee_work_email: 'x' } })).rejects.toMatchObject({
      status: 400,
      errors,
    });
  });

  it('gives the URL of a GET for a link', () => {
    expect(apiUrl('/users/employees/export', { query: { query: 'Ada Obi' } })).toBe(
      '/api/users/employees/export?query=Ada+Obi',
    );
    expect(apiUrl('/users/employees/export', { query: { query: '' } })).toBe('/api/users/employees/export');
  });

  it('keys a query by its table path and what it asks, the path alone being the prefix', async () => {
    expect(queryKey('/invitations/list')).toEqual(['/invitations/list']);
    expect(queryKey('/users/employees', { query: { page: 2 } })).toEqual([
      '/users/employees',
      { query: { page: 2 } },
    ]);
    const fetch = respond(200, { success: true, message: 'ok', data: [] });
    vi.stubGlobal('fetch', fetch);
    const query = apiQuery('/users/employees', { query: { page: 3 } });
    expect(query.queryKey).toEqual(['/users/employees', { query: { page: 3 } }]);
    await query.queryFn({ signal: new AbortController().signal });
    expect(callOf(fetch)[0]).toBe('/api/users/employees?page=3');
  });
});

import { callFailure } from './call-outcome';

describe('callFailure', () => {
  it('keeps the server message without the status the SDK appends, and the bare code', () => {
    const error = Object.assign(new Error('Machine translation is not configured. [400]'), { code: 'functions/failed-precondition' });
    expect(callFailure(error)).toEqual({ ok: false, code: 'failed-precondition', message: 'Machine translation is not configured.' });
  });

  it('copes with errors that are not Error objects', () => {
    expect(callFailure('offline')).toEqual({ ok: false, code: '', message: 'offline' });
  });
});

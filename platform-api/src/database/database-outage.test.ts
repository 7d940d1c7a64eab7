import { KnexTimeoutError } from 'knex';
import { isDatabaseUnavailable } from './database-outage';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
    ['an administrator shutdown (57P01)', withCode('57P01', 'terminating connection')],
    [
      'a server starting or stopping (57P03)',
      withCode('57P03', 'the database system is shutting down'),
    ],
    ['a connection failure (08006)', withCode('08006')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['the pool acquire timeout', new KnexTimeoutError('Knex: Timeout acquiring a connection.')],
    ['a cause that is one of these', new Error('wrapped', { cause: withCode('ECONNREFUSED') })],
  ])('%s is an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a missing relation (42P01)', withCode('42P01')],
    ['a query cancelled by timeout (57014)', withCode('57014')],
    ['a bug', new TypeError('undefined is not a function')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

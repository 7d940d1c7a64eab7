/** Loads reactBuild (and with it React) afresh under the given NODE_ENV. */
function loadUnder(nodeEnv: string | undefined) {
  const saved = process.env.NODE_ENV;
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  try {
    let loaded!: { build: string; envAfter: string | undefined; warnings: number };
    jest.isolateModules(() => {
      const { REACT_BUILD } = jest.requireActual<typeof import('./reactBuild')>('./reactBuild');
      const envAfter = process.env.NODE_ENV;
      const server = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
      const react = jest.requireActual<typeof import('react')>('react');
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      // A list without keys: the development build warns about it, the production build not.
      server.renderToString(
        react.createElement('ul', null, [
          react.createElement('li', null, 'a'),
          react.createElement('li', null, 'b'),
        ]),
      );
      loaded = { build: REACT_BUILD, envAfter, warnings: error.mock.calls.length };
      error.mockRestore();
    });
    return loaded;
  } finally {
    process.env.NODE_ENV = saved;
  }
}

describe('the React build of the shell server', () => {
  it('is the production build when NODE_ENV is unset (npm start), and NODE_ENV stays unset', () => {
    expect(loadUnder(undefined)).toEqual({ build: 'production', envAfter: undefined, warnings: 0 });
    expect(loadUnder('production')).toMatchObject({ build: 'production', warnings: 0 });
  });

  it('is the development build, with its warnings, under NODE_ENV development or test', () => {
    const loaded = loadUnder('development');
    expect(loaded.build).toBe('development');
    expect(loaded.envAfter).toBe('development');
    expect(loaded.warnings).toBeGreaterThan(0);
    expect(loadUnder('test').build).toBe('development');
  });
});

/**
 * React picks its build from NODE_ENV the first time it is required: the development build
 * (prop checks, key warnings, owner stacks) renders a page several times slower than the
 * production build. The shell server renders every page, so it loads React's production build
 * unless NODE_ENV says `development` or `test` — also when NODE_ENV is unset, as under
 * `npm start`, where NODE_ENV=production would ask for HTTPS cookies. Remotes' server builds get
 * these same modules (`createNodeHostShared`). Imported first by the server's entry; NODE_ENV
 * itself is left as it was.
 */
const modules = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server'];

function loadReact(env: NodeJS.ProcessEnv): 'development' | 'production' {
  const build =
    env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? 'development' : 'production';
  const hadValue = 'NODE_ENV' in env;
  const previous = env.NODE_ENV;
  env.NODE_ENV = build;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    for (const name of modules) require(name);
  } finally {
    if (hadValue) env.NODE_ENV = previous;
    else delete env.NODE_ENV;
  }
  return build;
}

export const REACT_BUILD = loadReact(process.env);

import { findPage } from '@eventalp/shell-kit';
import { pages } from './pages';

// Which page a path reaches (first match wins), and ids the API would refuse reach none.
describe('editorial page paths', () => {
  it.each([
    ['/site/_redaktionell/52/eventmagazin.html', 'magazine'],
    ['/site/_redaktionell/52/eventmagazin.html/3', 'magazine'],
    ['/site/_redaktionell/52/eventmagazin/17/hochzeit-am-see-17', 'magazine-article'],
    ['/site/_redaktionell/52/eventmagazin/17', 'magazine-article'],
    ['/site/_redaktionell/51/Eventjobs.html/2', 'jobs'],
    ['/site/_redaktionell/51/Eventjobs/4/eventmanager-in-4.html', 'job'],
    ['/site/_redaktionell/51/Eventjobs/5', 'job'],
    ['/site/_redaktionell/suche/2', 'editorial-search'],
    ['/site/_redaktionell/53/hilfe', 'editorial-category'],
    ['/site/_redaktionell/53/hilfe/4/passwort', 'editorial-page'],
  ])('%s -> %s', (path, id) => {
    expect(findPage(pages, path)?.page.id).toBe(id);
  });

  it.each([
    '/site/_redaktionell/52/eventmagazin/0',
    '/site/_redaktionell/52/eventmagazin/12345678901',
    '/site/_redaktionell/51/Eventjobs/0/x.html',
    '/site/_redaktionell/51/Eventjobs.html/0',
    '/site/_redaktionell/0',
    '/site/_redaktionell/keine-seite',
  ])('%s reaches no page', (path) => {
    expect(findPage(pages, path)).toBeNull();
  });
});

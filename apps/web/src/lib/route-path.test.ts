import { describe, expect, it } from 'vitest';
import { matchAppRoute } from '../app/routes';
import { decodePath, parseRoutePath } from './route-path';

const matches = (path: string, pathname: string) =>
  parseRoutePath(path).pattern.exec(pathname)?.slice(1) ?? null;

describe('parseRoutePath', () => {
  it('matches a whole path, case-insensitive, with or without a trailing slash', () => {
    expect(matches('/', '/')).toEqual([]);
    expect(matches('/', '/sections')).toBeNull();
    expect(matches('/sections', '/Sections/')).toEqual([]);
    expect(matches('/sections', '/sections/80C')).toBeNull();
    expect(matches('/newsletter/confirm', '/newsletter/confirm')).toEqual([]);
  });

  it('captures one segment per :name, in order of its keys', () => {
    const { pattern, keys } = parseRoutePath('/section/:sectionNumber');
    expect(keys).toEqual(['sectionNumber']);
    expect(pattern.exec('/section/80C')?.[1]).toBe('80C');
    expect(pattern.exec('/section/')).toBeNull();
    expect(pattern.exec('/section/80C/extra')).toBeNull();
  });

  it('takes a dot in a route path literally', () => {
    expect(matches('/a.b', '/a.b')).toEqual([]);
    expect(matches('/a.b', '/axb')).toBeNull();
  });
});

describe('matchAppRoute', () => {
  it('picks the route the router shows, with its params', () => {
    expect(matchAppRoute('/').route.path).toBe('/');
    expect(matchAppRoute('/blog').route.path).toBe('/blog');
    const post = matchAppRoute('/blog/section-80c-guide');
    expect(post.route.path).toBe('/blog/:slug');
    expect(post.params.slug).toBe('section-80c-guide');
    expect(matchAppRoute('/section/10(13A)').params.sectionNumber).toBe('10(13A)');
  });

  it('decodes the path as the browser router does', () => {
    expect(matchAppRoute('/section/80%20C').params.sectionNumber).toBe('80 C');
    expect(decodePath('/x/%E0%A4')).toBe('/x/%E0%A4');
  });

  it('falls back to the not-found page', () => {
    const { route, params } = matchAppRoute('/no/such/page');
    expect(route.path).toBe('*');
    expect(params).toMatchObject({ '*': '/no/such/page' });
  });
});

import { z } from 'zod';
import type { Contribution } from '../wiring/context-definition';
import { loadConfig } from './config';
import { configSection, httpUrlOrEmpty, sectionOf } from './config-section';

/**
 * The mechanics of config sections, on throw-away parts (the app's own: `src/app-config.spec.ts`):
 * each part's section is parsed with its schema, one key declared by two parts is refused.
 */
const WIDGETS_CONFIG = configSection('widgets', {
  WIDGET_LIMIT: z.coerce.number().int().min(1).default(5),
  WIDGET_FEED_URL: httpUrlOrEmpty('WIDGET_FEED_URL'),
});
const widgets: Contribution<{ WIDGET_LIMIT: number }> = { name: 'widgets', config: WIDGETS_CONFIG };

describe('loadConfig with config sections', () => {
  test("a part's section is parsed with its own schema (defaults, coercion) next to the platform's", () => {
    const config = loadConfig({ WIDGET_LIMIT: '12' }, [widgets]);
    expect(config.WIDGET_LIMIT).toBe(12);
    expect(config.PORT).toBe(8080);
    expect(sectionOf(config, WIDGETS_CONFIG)).toMatchObject({ WIDGET_LIMIT: 12, WIDGET_FEED_URL: '' });
    expect(loadConfig({}, [widgets]).WIDGET_LIMIT).toBe(5);
  });

  test("invalid values of a part's section stop the start, named by variable, with the platform's", () => {
    expect(() => loadConfig({ WIDGET_LIMIT: '0' }, [widgets])).toThrow(/Invalid configuration: WIDGET_LIMIT/);
    expect(() => loadConfig({ WIDGET_FEED_URL: 'ftp://feed.example' }, [widgets])).toThrow(
      /WIDGET_FEED_URL must be an http\(s\) URL/,
    );
    const both = () => loadConfig({ PORT: 'eighty', WIDGET_LIMIT: 'many' }, [widgets]);
    expect(both).toThrow(/PORT: .*; WIDGET_LIMIT: /);
  });

  test('two parts declaring the same variable are refused, both named', () => {
    const gadgets: Contribution = {
      name: 'gadgets',
      config: configSection('gadgets', { WIDGET_LIMIT: z.coerce.number().default(1) }),
    };
    expect(() => loadConfig({}, [widgets, gadgets])).toThrow('WIDGET_LIMIT is declared by both widgets and gadgets');
    const platformKey: Contribution = { name: 'ports', config: configSection('ports', { PORT: z.string().default('') }) };
    expect(() => loadConfig({}, [platformKey])).toThrow('PORT is declared by both platform and ports');
  });

  test("a context's section is refused from a configuration loaded without it", () => {
    expect(() => sectionOf(loadConfig({}, []), WIDGETS_CONFIG)).toThrow(/section widgets was not loaded/);
  });
});

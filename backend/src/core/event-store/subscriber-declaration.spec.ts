import 'reflect-metadata';
import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { StoredEvent } from './event-store.types';
import { Projection, Reaction, SUBSCRIBER_KEY, subscriberOf } from './subscriber-declaration';

@Injectable()
class Dependency {
  readonly value = 'injected';
}

@Reaction({ name: 'test.react', on: ['A', 'B'] })
class React {
  seen: string[] = [];
  constructor(readonly dependency: Dependency) {}
  async handle(event: StoredEvent): Promise<void> {
    this.seen.push(event.type);
  }
}

@Projection({ name: 'test.project', tables: ['test.rows'], on: ['A'], inline: true })
class Project {
  async handle(): Promise<void> {}
}

@Projection({ name: 'test.plain', tables: ['test.plain'], on: [] })
class Plain {
  async handle(): Promise<void> {}
}

describe('@Reaction / @Projection', () => {
  test('the declaration gives the instances their EventSubscriber fields', () => {
    expect(subscriberOf(new Project())).toMatchObject({
      name: 'test.project',
      kind: 'projection',
      tables: ['test.rows'],
      eventTypes: ['A'],
      inline: true,
    });
    const plain = subscriberOf(new Plain());
    expect(plain).toMatchObject({ name: 'test.plain', kind: 'projection', tables: ['test.plain'], eventTypes: [] });
    expect(plain.inline).toBeUndefined();
    expect('inline' in plain).toBe(false);
  });

  test('a reaction is an injectable provider the runner finds', async () => {
    const module = await Test.createTestingModule({ providers: [Dependency, React] }).compile();
    const reaction = module.get(React);
    expect(reaction.dependency.value).toBe('injected');
    expect(subscriberOf(reaction)).toMatchObject({ name: 'test.react', kind: 'reaction', eventTypes: ['A', 'B'] });
    expect(Reflect.getMetadata(SUBSCRIBER_KEY, React)).toBe(true);
  });

  test('the fields are read-only', () => {
    const reaction = subscriberOf(new React(new Dependency())) as { name: string };
    expect(() => {
      'use strict';
      reaction.name = 'renamed';
    }).toThrow(TypeError);
    expect(reaction.name).toBe('test.react');
  });

  test('an instance of an undeclared class is refused', () => {
    expect(() => subscriberOf({ handle: async () => {} })).toThrow('Object is not a declared subscriber');
  });
});

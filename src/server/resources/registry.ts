/**
 * Loads every schemas/*.schema.json into resource definitions, checks that references
 * resolve and orders the resources so that a referenced table is created first.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineResource, type ResourceDefinition, type ResourceSchemaFile } from './definition';

export interface ResourceRegistry {
  /** In dependency order: a resource comes after those it references. */
  all: ResourceDefinition[];
  byName: Map<string, ResourceDefinition>;
}

export function loadRegistry(schemasDir: string): ResourceRegistry {
  const files = readdirSync(schemasDir).filter((f) => f.endsWith('.schema.json')).sort();
  const definitions = files.map((file) => {
    const source = path.join(schemasDir, file);
    let parsed: ResourceSchemaFile;
    try {
      parsed = JSON.parse(readFileSync(source, 'utf8'));
    } catch (error) {
      throw new Error(`${source}: not valid JSON (${(error as Error).message})`);
    }
    const definition = defineResource(parsed, source);
    if (`${definition.name}.schema.json` !== file) throw new Error(`${source}: the file must be named ${definition.name}.schema.json`);
    return definition;
  });
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const tables = new Set<string>();
  const paths = new Set<string>();
  for (const definition of definitions) {
    if (tables.has(definition.table)) throw new Error(`Two resources use the table ${definition.table}`);
    if (paths.has(definition.path)) throw new Error(`Two resources use the path ${definition.path}`);
    tables.add(definition.table);
    paths.add(definition.path);
    for (const column of definition.columns) {
      if (column.reference && !byName.has(column.reference.resource)) {
        throw new Error(`${definition.name}.${column.property} refers to unknown resource "${column.reference.resource}"`);
      }
    }
  }
  return { all: dependencyOrder(definitions, byName), byName };
}

function dependencyOrder(definitions: ResourceDefinition[], byName: Map<string, ResourceDefinition>): ResourceDefinition[] {
  const ordered: ResourceDefinition[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (definition: ResourceDefinition, trail: string[]) => {
    if (state.get(definition.name) === 'done') return;
    if (state.get(definition.name) === 'visiting') throw new Error(`Resources refer to each other in a cycle: ${[...trail, definition.name].join(' -> ')}`);
    state.set(definition.name, 'visiting');
    for (const column of definition.columns) {
      const target = column.reference && byName.get(column.reference.resource);
      if (target && target !== definition) visit(target, [...trail, definition.name]);
    }
    state.set(definition.name, 'done');
    ordered.push(definition);
  };
  for (const definition of definitions) visit(definition, []);
  return ordered;
}

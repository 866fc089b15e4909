import { blockCatalog } from '../schemas/blocks/catalog';
import { z } from '../schemas/zod';

/**
 * The block catalog as the builder reads it (GET /api/blocks): each type with its words, whether
 * it runs code in the browser, the JSON Schema of its data (what a client may send, labels and
 * widgets included) and the data a new block starts with. The same for every request, so it is
 * made once.
 */
function describeCatalog() {
  return blockCatalog.map((definition) => ({
    type: definition.type,
    label: definition.label,
    description: definition.description,
    interactive: definition.interactive,
    schema: z.toJSONSchema(definition.schema, { io: 'input' }),
    starter: definition.starter,
  }));
}

let described: ReturnType<typeof describeCatalog> | undefined;

export function listBlockTypes() {
  described ??= describeCatalog();
  return described;
}

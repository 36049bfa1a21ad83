import {
  GraphQLError,
  Kind,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  valueFromASTUntyped,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/**
 * What one GraphQL operation may ask for. The cost of an operation counts every field it selects,
 * each list as many times as it can hold (a page as its requested page size), each aliased field
 * again, and a fixed price per search; the items of every page together are capped as well.
 */
export const LIMITS = {
  maxDepth: 12,
  maxCost: 20_000,
  maxAliases: 20,
  maxTokens: 4000,
  /** Items (stones, designs) all the pages of one operation may list together. */
  maxPageItems: 300,
  /** Characters of the query text. */
  maxQueryLength: 20_000,
  /** Characters of the operation name (a GraphQL name; the client's are short). */
  maxOperationNameLength: 100,
  /** Bytes of a request body (query, variables and extensions). */
  maxBodyBytes: 100_000,
} as const;

/** How the cost is counted. */
const COSTS = {
  /** Every selected field. */
  field: 1,
  /** A list without a page size counts as this many entries. */
  listSize: 5,
  /** A paged field without a page size asks for the default page. */
  defaultPageSize: 24,
  /** Fields that scan and count a whole inventory cost this much more than a plain field. */
  searches: { "Query.stoneSearch": 1000, "Query.catalogueListing": 500 } as Record<string, number>,
} as const;

/** Arguments (or fields of an input argument) that say how many items a page holds. */
const PAGE_SIZE_ARGS = ["pageSize", "first", "last", "limit"];
/** The list a paged field answers its items in. */
const PAGE_ITEMS_FIELD = "items";

/** An answer 400 with category validation: the request cannot be run as sent. */
export function requestError(message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { category: "validation", ...extensions, http: { status: 400 } } });
}

function takesPageSize(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((arg) => {
    if (PAGE_SIZE_ARGS.includes(arg.name)) return true;
    const type = getNamedType(arg.type);
    return isInputObjectType(type) && PAGE_SIZE_ARGS.some((name) => name in type.getFields());
  });
}

/** The page size a field asks for (literal or variable, directly or in an input object), or the default. */
function requestedPageSize(node: FieldNode, variables: Record<string, unknown>): number {
  for (const arg of node.arguments ?? []) {
    const value: unknown = valueFromASTUntyped(arg.value, variables);
    if (PAGE_SIZE_ARGS.includes(arg.name.value) && typeof value === "number") return Math.max(1, value);
    if (value && typeof value === "object") {
      for (const name of PAGE_SIZE_ARGS) {
        const size = (value as Record<string, unknown>)[name];
        if (typeof size === "number") return Math.max(1, size);
      }
    }
  }
  return COSTS.defaultPageSize;
}

/** How many times a field's selection is answered: once per entry of each list the type wraps. */
function listFactor(type: GraphQLOutputType, firstListSize: number): number {
  let factor = 1;
  let first = true;
  let t: GraphQLOutputType = type;
  for (;;) {
    if (isNonNullType(t)) t = t.ofType;
    else if (isListType(t)) {
      factor *= first ? firstListSize : COSTS.listSize;
      first = false;
      t = t.ofType;
    } else return factor;
  }
}

export interface OperationCost {
  cost: number;
  /** Items all the pages of the operation list together. */
  pageItems: number;
}

/**
 * The cost of the operation `operationName` (or the only one) with its variables as sent. Fragments
 * are counted where they are spread; introspection (governed by its own setting) counts one.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> = {},
): OperationCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    else if (def.kind === Kind.OPERATION_DEFINITION && (!operationName || def.name?.value === operationName)) operation ??= def;
  }
  const result: OperationCost = { cost: 0, pageItems: 0 };
  if (!operation) return result;
  const root = schema.getRootType(operation.operation);
  if (!root) return result;
  const spreading = new Set<string>();

  const costOf = (set: SelectionSetNode, parent: GraphQLNamedType, pageSize: number | undefined, times: number): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const fields = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields() : undefined;
        const field = fields?.[name];
        if (!field || !selection.selectionSet) {
          cost += COSTS.field;
          continue;
        }
        let own = COSTS.field + (COSTS.searches[`${parent.name}.${name}`] ?? 0);
        const paged = takesPageSize(field) ? requestedPageSize(selection, variables) : undefined;
        const isPage = name === PAGE_ITEMS_FIELD && pageSize !== undefined;
        const entries = listFactor(field.type, isPage ? pageSize : COSTS.listSize);
        if (isPage) result.pageItems += pageSize * times;
        own += entries * costOf(selection.selectionSet, getNamedType(field.type), paged, times * entries);
        cost += own;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type) cost += costOf(selection.selectionSet, type, pageSize, times);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !type || spreading.has(name)) continue;
        spreading.add(name);
        cost += costOf(fragment.selectionSet, type, pageSize, times);
        spreading.delete(name);
      }
    }
    return cost;
  };
  // Introspection is allowed or refused as a whole (see `introspectionRule`), not priced.
  const introspection = new Set(["__schema", "__type", "__typename"]);
  const rootSet: SelectionSetNode = {
    ...operation.selectionSet,
    selections: operation.selectionSet.selections.filter((s) => !(s.kind === Kind.FIELD && introspection.has(s.name.value))),
  };
  result.cost = costOf(rootSet, root, undefined, 1) + operation.selectionSet.selections.length - rootSet.selections.length;
  return result;
}

/** Refuses an operation over the cost budget or listing too many items, before it runs. */
export function checkOperationCost(cost: OperationCost): GraphQLError | undefined {
  if (cost.cost > LIMITS.maxCost) {
    return requestError(
      `The operation is too expensive: it costs ${Math.round(cost.cost)}, over the limit of ${LIMITS.maxCost}. Ask for fewer fields, fewer aliases or smaller pages.`,
    );
  }
  if (cost.pageItems > LIMITS.maxPageItems) {
    return requestError(
      `The operation asks for ${Math.round(cost.pageItems)} items in its pages, over the limit of ${LIMITS.maxPageItems}.`,
    );
  }
  return undefined;
}

/** Where a NUL character is in variables, as a path, or null. */
export function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, String(i)]);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      const found = key.includes("\u0000") ? [...path, key] : nulPath(v, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export const NUL_MESSAGE = "must not contain a NUL character";

/** Text arguments written in the query may not contain NUL (no store text does; databases refuse it). */
export function nulLiteralRule(context: ValidationContext): ASTVisitor {
  const path: string[] = [];
  return {
    Argument: { enter: (node) => void path.push(node.name.value), leave: () => void path.pop() },
    ObjectField: { enter: (node) => void path.push(node.name.value), leave: () => void path.pop() },
    StringValue(node) {
      if (node.value.includes("\u0000")) {
        const where = path.length ? `${path.join(".")}: ` : "";
        context.reportError(
          new GraphQLError(`${where}${NUL_MESSAGE}`, {
            nodes: [node],
            extensions: { category: "validation", violations: [{ path: [...path], message: NUL_MESSAGE }] },
          }),
        );
      }
    },
  };
}

/** Refuses __schema and __type (introspection) when the setting is off; __typename stays allowed. */
export function introspectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const name = node.name.value;
      if (name === "__schema" || name === "__type") {
        context.reportError(new GraphQLError("Introspection is not allowed.", { nodes: [node], extensions: { category: "validation" } }));
      }
    },
  };
}

/** Root fields of the operation as executed (aliases and fragments included, __typename left out). */
export function rootFieldCount(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const seen = new Set<string>();
  const count = (set: SelectionSetNode): number => {
    let n = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) n += s.name.value === "__typename" ? 0 : 1;
      else if (s.kind === Kind.INLINE_FRAGMENT) n += count(s.selectionSet);
      else {
        const fragment = fragments.get(s.name.value);
        if (!fragment || seen.has(s.name.value)) continue;
        seen.add(s.name.value);
        n += count(fragment.selectionSet);
        seen.delete(s.name.value);
      }
    }
    return n;
  };
  return count(operation.selectionSet);
}

/**
 * A least-recently-used map bounded by the characters of what it holds (keys and values counted
 * by a weight function), refusing any single entry over `maxEntry`.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(private readonly options: { maxTotal: number; maxEntry: number; sizeOf: (key: string, value: V) => number }) {}

  get size(): number {
    return this.entries.size;
  }

  /** Characters held. */
  get weight(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.options.sizeOf(key, value);
    if (size > this.options.maxEntry) return;
    this.delete(key);
    this.entries.set(key, { value, size });
    this.total += size;
    while (this.total > this.options.maxTotal) this.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }
}

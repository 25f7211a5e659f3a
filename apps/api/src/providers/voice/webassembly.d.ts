/**
 * @types/node 20 does not declare the WebAssembly global; these are the parts the built-in voice uses
 * (they merge with any fuller declaration another package brings).
 */
declare namespace WebAssembly {
  // A compiled module has no members of its own; it is only passed back to `instantiate`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Module {}
  interface Instance {
    readonly exports: Record<string, unknown>;
  }
  type Imports = Record<string, Record<string, unknown>>;
  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
  function instantiate(module: Module, imports?: Imports): Promise<Instance>;
}

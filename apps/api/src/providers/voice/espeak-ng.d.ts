/** The parts of the espeak-ng WebAssembly build (an Emscripten module) that the built-in voice uses. */
declare module 'espeak-ng' {
  interface ESpeakNgFileSystem {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
  }

  export interface ESpeakNgInstance {
    FS: ESpeakNgFileSystem;
    /** Holds `main` back until the same id is removed (Emscripten's run dependencies). */
    addRunDependency(id: string): void;
    removeRunDependency(id: string): void;
  }

  interface ESpeakNgOptions {
    /**
     * The command line, without the program name; `main` runs with this array (as it is then) once
     * the module is ready and no run dependency is left.
     */
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    preRun?: ((module: ESpeakNgInstance) => void)[];
    /** Lets the caller instantiate an already compiled module instead of fetching and compiling it. */
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      receiveInstance: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => Record<string, never>;
  }

  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgInstance>;
}

/** The parts of the espeak-ng WebAssembly build (an Emscripten module) that the built-in voice uses. */
declare module 'espeak-ng' {
  interface ESpeakNgFileSystem {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
  }

  interface ESpeakNgInstance {
    FS: ESpeakNgFileSystem;
  }

  interface ESpeakNgOptions {
    /** The command line, without the program name; `main` runs with it once the module is ready. */
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

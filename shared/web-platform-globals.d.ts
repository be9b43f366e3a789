// shared/ runs in main and the sandbox (Node) and in the renderer (Chromium), so its tsconfig
// gives it neither DOM nor Node types. These few WHATWG globals exist in both runtimes
// (Node >= 17, every Chromium) and are declared here with only the members shared/ uses:
// anything else from either runtime stays a type error. Add a member only if both have it.

declare class URL {
  constructor(url: string, base?: string);
  readonly hostname: string;
  readonly protocol: string;
  readonly href: string;
}

declare class URLSearchParams {
  constructor(init?: string | Record<string, string>);
  get(name: string): string | null;
  set(name: string, value: string): void;
  has(name: string): boolean;
  toString(): string;
}

/** Decodes base64 into a "binary string", one character per byte. */
declare function atob(data: string): string;

declare function structuredClone<T>(value: T): T;

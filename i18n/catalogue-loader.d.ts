// next-intl types its catalogue loader with the bundler's whole loader context; the loader reads
// only these four members, which is all vitest.config.ts gives it.
declare module 'next-intl/extractor/catalogLoader' {
  type LoaderContext = {
    getOptions(): { messages: { format: 'json'; precompile: boolean; sourceLocale?: string } };
    async(): (error: Error | null, code?: string) => void;
    resourcePath: string;
    rootContext: string;
  };
  export default function catalogLoader(this: LoaderContext, source: string): void;
}

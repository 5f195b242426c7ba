// next-intl ships its catalogue loader (a webpack loader) without types.
declare module 'next-intl/extractor/catalogLoader' {
  type LoaderContext = {
    getOptions(): { messages: { format: 'json'; precompile: boolean; sourceLocale?: string } };
    async(): (error: Error | null, code?: string) => void;
    resourcePath: string;
    rootContext: string;
  };
  export default function catalogLoader(this: LoaderContext, source: string): void;
}

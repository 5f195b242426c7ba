/**
 * A chat model behind an OpenAI-compatible `/chat/completions` endpoint (OpenAI, a local
 * llama.cpp or vLLM server…), streamed: the answer arrives as server-sent events of deltas.
 * Written with fetch and a line reader rather than a vendor SDK: the protocol is a few lines, and
 * every compatible server speaks it the same way.
 */
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type ChatModel = {
  readonly name: string;
  /** Past this the answer is given up (the caller's rule-based answer stands). */
  readonly timeoutMs: number;
  /** The answer's text piece by piece; throws on an HTTP error, a broken stream or `signal`'s abort. */
  stream(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string>;
};

export function createOpenAiCompatibleModel(config: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number }): ChatModel {
  const url = `${config.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    name: config.model,
    timeoutMs: config.timeoutMs,
    async *stream(messages, signal) {
      const res = await fetch(url, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
        body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.2 }),
      });
      if (!res.ok || !res.body) throw new Error(`chat model: HTTP ${res.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return;
          const delta = (JSON.parse(data) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content;
          if (delta) yield delta;
        }
      }
    },
  };
}

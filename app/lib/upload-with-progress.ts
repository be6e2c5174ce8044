import { ApiClientError, errorFrom, FALLBACK } from "./api-client.ts";

/**
 * POSTs a form as `apiFetch` does, reporting how much of the body has gone up (0 to 1): fetch has no upload
 * progress, XMLHttpRequest does. A refusal is the same `ApiClientError` `apiFetch` throws (errorFrom reads it).
 */
export function postWithProgress<T>(path: string, body: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.withCredentials = true;
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const response = new Response(request.responseText, {
        status: request.status,
        headers: { "Content-Type": request.getResponseHeader("Content-Type") ?? "application/json" },
      });
      if (!response.ok) {
        void errorFrom(response).then(reject);
        return;
      }
      response.json().then((json) => resolve(json as T), reject);
    });
    request.addEventListener("error", () => reject(new ApiClientError(FALLBACK, 0, null)));
    request.addEventListener("abort", () => reject(new ApiClientError(FALLBACK, 0, null)));
    request.send(body);
  });
}

/** A multipart body as a browser sends it, for `app.inject()`. */
export async function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

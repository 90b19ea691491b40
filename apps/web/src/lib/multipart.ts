/** A multipart body of text fields (null and undefined left out) and, when given, one file. */
export function multipartOf(
  fields: Record<string, string | number | boolean | null | undefined>,
  file?: { field: string; file: File | null },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) form.append(name, String(value));
  }
  if (file?.file) form.append(file.field, file.file, file.file.name);
  return form;
}

/** Runs a call and shows its notice; a failure is answered by its notice and goes no further. */
export async function withNotices<T>(
  call: Promise<T>,
  onDone: (result: T) => void,
  onFail: (error: unknown) => void,
) {
  let result: T;
  try {
    result = await call;
  } catch (error) {
    onFail(error);
    return;
  }
  onDone(result);
}

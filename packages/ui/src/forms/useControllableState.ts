import { useCallback, useState } from 'react';

/**
 * State that follows `value` when the caller controls it and keeps its own copy otherwise
 * (the Radix `value`/`defaultValue`/`onValueChange` pattern). Not exported from the package.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onValueChange?: (value: T) => void,
): [T, (next: T) => void] {
  const [internal, setInternal] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setInternal(next);
      onValueChange?.(next);
    },
    [controlled, onValueChange],
  );
  return [controlled ? value : internal, setValue];
}

import { Fragment } from "react";

/**
 * An email address that may wrap only where a reader expects it (after "@", before a "."), never
 * in the middle of a name (the users table broke addresses mid-word).
 */
export function EmailText({ value }: { value: string }) {
  const parts = value.split(/(?<=@)|(?=\.)/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

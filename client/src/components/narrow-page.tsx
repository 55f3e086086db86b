import type { ReactNode } from "react";
import { usePageTitle } from "@/lib/use-page-title";

/** The frame of the password and email pages: one narrow card, titled, centred on any screen. */
export function NarrowPage({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {description && <p className="mt-1 text-muted">{description}</p>}
        {children}
      </div>
    </section>
  );
}

import { useState } from "react";
import { hydrate, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "@/lib/query-client";
import { AppRoutes } from "./router";

/** The app in the browser; `serverState` is the data the server rendered the page with (decision 0055). */
export function App({ serverState }: { serverState?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (serverState) hydrate(client, serverState);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

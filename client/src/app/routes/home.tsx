import { TodaySlot } from "@/features/menu/today-slot";
import { HomePage } from "@/features/recipes/pages/home-page";

/*
 * Home (docs/spec.md §2), composed here because it joins two features: a signed-in owner's day first ("Today", from the
 * menu feature: decision 0071), then the recipes feature's hero and sections, as every visitor sees them.
 */
export function HomeRoute() {
  return (
    <>
      <TodaySlot />
      <HomePage />
    </>
  );
}

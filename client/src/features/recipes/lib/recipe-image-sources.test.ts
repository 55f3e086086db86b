import { describe, expect, it } from "vitest";
import { cuisineArtwork, imageSources } from "./recipe-image-sources";

describe("recipe image sources", () => {
  it("offers uploads in three widths, and artwork as it is", () => {
    expect(imageSources("/api/images/0b5e")).toEqual({
      src: "/api/images/0b5e?w=640",
      srcSet: "/api/images/0b5e?w=320 320w, /api/images/0b5e?w=640 640w, /api/images/0b5e?w=1024 1024w",
    });
    expect(imageSources("/art/asian/main/12.svg")).toEqual({ src: "/art/asian/main/12.svg" });
  });

  it("falls back to the cuisine's own artwork, whatever the cuisine is called", () => {
    expect(cuisineArtwork("South American", "dessert")).toBe("/art/southamerican/dessert/0.svg");
    expect(cuisineArtwork("middle-eastern", "snack")).toBe("/art/middleeastern/main/0.svg");
    expect(cuisineArtwork("Martian", "drink")).toBe("/art/khaleeji/drink/0.svg");
  });
});

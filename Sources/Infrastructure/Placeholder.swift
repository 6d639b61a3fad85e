// Placeholder; replaced as the layer is filled in.

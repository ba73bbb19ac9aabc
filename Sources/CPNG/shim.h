// The only header through which Swift sees libpng. Only Scenario's screenshot code imports it.
#ifndef UISTATE_CPNG_SHIM_H
#define UISTATE_CPNG_SHIM_H

#include <png.h>

// libpng's format flags are macros Swift cannot import as one value; these name the two
// layouts the screenshot code reads and writes.
static const png_uint_32 uistate_png_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 uistate_png_format_rgb = PNG_FORMAT_RGB;
static const png_uint_32 uistate_png_image_version = PNG_IMAGE_VERSION;

#endif

// The only header through which Swift sees libyaml. Only the YAML target imports it.
#ifndef UISTATE_CYAML_SHIM_H
#define UISTATE_CYAML_SHIM_H

#include <yaml.h>

#endif

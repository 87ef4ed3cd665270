#ifndef NAVGRAPH_CYAML_SHIM_H
#define NAVGRAPH_CYAML_SHIM_H
#include <yaml.h>
#endif

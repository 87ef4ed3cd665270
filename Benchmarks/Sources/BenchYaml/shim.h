#ifndef NAVGRAPH_BENCHYAML_SHIM_H
#define NAVGRAPH_BENCHYAML_SHIM_H
#include <yaml.h>
#endif

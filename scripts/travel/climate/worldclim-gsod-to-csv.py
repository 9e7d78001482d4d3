"""Converts the WorldClim 1.4 monthly climate sampled at GSOD station points (GSODR.data,
data/WorldClim_Clim.rda) and the GSOD station list (GSODR, inst/extdata/isd_history.rda) from
R's binary format to one CSV that scripts/travel/build-climate-stations.ts reads.

Format conversion only: no value is changed. Needs the `rdata` Python package (pip install rdata).

    python3 scripts/travel/climate/worldclim-gsod-to-csv.py <GSODR.data checkout> <GSODR checkout> > worldclim-gsod.csv
"""
import csv
import subprocess
import sys
import tempfile

import rdata


def read_rda(repo: str, path: str, name: str):
    blob = subprocess.run(['git', '-C', repo, 'show', f'HEAD:{path}'], check=True, capture_output=True).stdout
    with tempfile.NamedTemporaryFile(suffix='.rda') as f:
        f.write(blob)
        f.flush()
        return rdata.conversion.convert(rdata.parser.parse_file(f.name))[name]


def main() -> None:
    data_repo, gsodr_repo = sys.argv[1], sys.argv[2]
    climate = read_rda(data_repo, 'data/WorldClim_Clim.rda', 'WorldClim_Clim')
    stations = read_rda(gsodr_repo, 'inst/extdata/isd_history.rda', 'isd_history')
    joined = climate.merge(stations[['STNID', 'NAME', 'LAT', 'LON', 'ELEV(M)', 'ISO2C']], on='STNID')
    months = range(1, 13)
    columns = ['STNID', 'NAME', 'LAT', 'LON', 'ELEV(M)', 'ISO2C'] + [f'{k}{m}' for k in ('tmax', 'tmin', 'prec') for m in months]
    out = csv.writer(sys.stdout)
    out.writerow(columns)
    for row in joined[columns].itertuples(index=False):
        out.writerow(row)


main()
